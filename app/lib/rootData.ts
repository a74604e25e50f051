import { useRouteLoaderData } from "react-router";
import type { SiteSection } from "../../machines/rules/siteSection";

/** What the shell knows about the reader: no e-mail or id leaves the server here. */
export interface ShellViewer {
  username: string;
  isSubscriber: boolean;
  isAdmin: boolean;
  isArtguideAdmin: boolean;
}

/** Configuration the browser may see (no secrets). */
export interface ShellConfig {
  baseUrl: string;
  apiPath: string;
  subscribeUrl: string;
  captchaSiteKey: string;
  mapStyleUrl: string;
  directionsUrl: string;
  bookSiteUrl: string;
  freeArticleLimit: number;
  devInspect: boolean;
}

export interface RootData {
  viewer: ShellViewer | null;
  config: ShellConfig;
  siteSection: SiteSection;
}

/** The root loader's data from any component: `const { viewer, config } = useRootData()`. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}

/** Same, for error boundaries where the root loader may have failed. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
