import { useLocation, useRouteLoaderData } from "react-router";
import type { SiteSection } from "#app/rules/shell/siteSection";
import { siteSectionOf } from "#app/rules/shell/siteSection";

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

/** The 970 leaderboard ad above the header. */
export interface LeaderboardAd {
  src: string;
  url: string;
  name: string;
  width: number;
  height: number;
}

export interface RootData {
  viewer: ShellViewer | null;
  config: ShellConfig;
  siteSection: SiteSection;
  /** The page's leaderboard ad, chosen when the page was rendered (none on subscribe, invoice and the guide sign-in). */
  leaderboard: LeaderboardAd | null;
}

/**
 * Used when the root loader did not run or failed (an action that threw a 404,
 * a broken loader): the shell and its error page still render, signed out.
 */
export const ROOT_DATA_FALLBACK: Omit<RootData, "siteSection"> = {
  viewer: null,
  leaderboard: null,
  config: {
    baseUrl: "",
    apiPath: "/api",
    subscribeUrl: "/subscribe",
    captchaSiteKey: "",
    mapStyleUrl: "/artguide/map/style.json",
    directionsUrl: "",
    bookSiteUrl: "",
    freeArticleLimit: 3,
    devInspect: false,
  },
};

/** The root loader's data from any component: `const { viewer, config } = useRootData()`. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const { pathname } = useLocation();
  return data ?? { ...ROOT_DATA_FALLBACK, siteSection: siteSectionOf(pathname) };
}
