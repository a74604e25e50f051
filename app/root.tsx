import newsreaderLatin from "@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2?url";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { adSectionOf, showsLeaderboard, siteSectionOf } from "#app/rules/shell/siteSection";
import { MINIMIZED_HEADER_HEIGHT_PX } from "#machines/rules/shell/shellConstants";
import { appContext, isSharedRender } from "#workers/context";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/shell/ErrorPage";
import { Shell } from "./components/shell/Shell";
import { pageTitle } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { useRequestId } from "./lib/requestId";
import { ROOT_DATA_FALLBACK as FALLBACK, type RootData } from "./lib/rootData";
import { stylesheet } from "./lib/stylesheet";
import { THEME_COLOR } from "./lib/webManifest";
import appCss from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // Only the headline face is preloaded; the sans and italics load on use.
  { rel: "preload", href: newsreaderLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  stylesheet(appCss),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/assets/ui/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/assets/ui/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: Route.MetaFunction = ({ error }) => [
  {
    title: error
      ? pageTitle(isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong")
      : pageTitle(),
  },
  {
    name: "description",
    content: "Artmagazine: criticism, news, video and podcasts, and artguide, the city guide to exhibitions.",
  },
];

/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { viewer, config, region } = app;
  const { pathname } = new URL(request.url);
  const siteSection = siteSectionOf(pathname);
  const leaderboard = showsLeaderboard(siteSection)
    ? await context
        .get(magazineContext)
        .ad({ kind: "display", sizes: ["970"], section: adSectionOf(pathname) })
        .catch((error: unknown) => {
          // Only logged: a page without its leaderboard is fine.
          console.warn("Leaderboard ad", error);
          return null;
        })
    : null;
  const body: RootData = {
    viewer: viewer
      ? {
          username: viewer.username,
          isSubscriber: viewer.isSubscriber,
          isAdmin: viewer.isAdmin,
          isArtguideAdmin: viewer.isArtguideAdmin,
        }
      : null,
    config: {
      baseUrl: config.baseUrl,
      apiPath: config.apiPath,
      subscribeUrl: config.subscribeUrl,
      captchaSiteKey: config.captchaSiteKey,
      // Readers in China get the variant host.
      mapStyleUrl: region === "china" ? config.mapStyleUrlChina : config.mapStyleUrl,
      directionsUrl: config.directionsUrl,
      bookSiteUrl: config.bookSiteUrl,
      freeArticleLimit: config.freeArticleLimit,
      devInspect: config.devInspect,
    },
    siteSection,
    leaderboard: leaderboard && {
      src: leaderboard.src,
      url: leaderboard.url,
      name: leaderboard.name,
      width: leaderboard.width,
      height: leaderboard.height,
    },
  };
  // The header shows who is signed in: such a page must never be cached for someone else
  // (a shared page carries a placeholder name, written per answer by the edge cache).
  const personal = viewer && !isSharedRender(app);
  return data(body, personal ? { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } } : undefined);
}

/** Pages without their own headers inherit these; a signed-in page stays private. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const [key, value] of loaderHeaders) merged.set(key, value);
  return merged;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const loaded = useRouteLoaderData("root") as RootData | undefined;
  const { pathname } = useLocation();
  const nonce = useNonce();
  // Derived from the current path so client-side navigation keeps it right without reloading the root.
  const shellData: RootData = { ...(loaded ?? FALLBACK), siteSection: siteSectionOf(pathname) };
  return (
    <html
      lang="en"
      data-api-path={shellData.config.apiPath}
      style={{ "--header-minimized": `${MINIMIZED_HEADER_HEIGHT_PX}px` } as React.CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Here rather than in meta(): a route's own meta() replaces the root's. */}
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body data-site-section={shellData.siteSection}>
        <Shell data={shellData}>{children}</Shell>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const requestId = useRequestId();
  // Stack traces only in development builds; readers get the plain 500 look.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  // The server logged it already, as a JSON line with the request id (app/lib/requestLogging.server.ts).
  if (!import.meta.env.SSR && status !== 404 && !isRouteErrorResponse(error)) console.error(error);
  // A request the site refused (4xx) says why, and so does a dependency that did not answer (503): both
  // messages are written for the reader (a form field over its limit; try again in a moment).
  const explained = (status >= 400 && status < 500) || status === 503;
  const message = isRouteErrorResponse(error) && explained && typeof error.data === "string" ? error.data : "";
  return <ErrorPage status={status} message={message} detail={detail} requestId={status >= 500 ? requestId : ""} />;
}
