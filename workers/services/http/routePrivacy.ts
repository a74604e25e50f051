/**
 * Whether a page may be kept or shared, decided from the route that matched it, never
 * from how its address is spelled. React Router matches case-insensitively on the
 * decoded path, so `/CART`, `/%63art` and `/cart/` all render the cart: a pattern on
 * the raw path would take them for public pages. Here the address is matched against
 * the same route table with React Router's own matcher, and:
 * - every route has one privacy in ROUTE_PRIVACY (a route missing from it is personal);
 * - a document GET spelled otherwise than its route (case of the route's own words,
 *   percent-encoding, doubled or trailing slashes) answers 301 to the canonical address
 *   before any cache lookup, so one page has one address and one cache key.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * - "public": the same for everyone; kept for visitors and, per kind of reader, for the signed-in;
 * - "guide": the guide's pages, which show a signed-in reader their myguide: kept for visitors only;
 * - "uncached": the same for everyone but never kept (search: a long tail asked once each);
 * - "own-cache": files with their own browser caching (the map's);
 * - "personal": about the reader, or staff; never kept, always `private, no-store`.
 */
export type RoutePrivacy = "public" | "guide" | "uncached" | "own-cache" | "personal";

/**
 * Every route of app/routes.ts, or its layout (the back offices). tests/workers/route-privacy.test.ts
 * fails on a route missing here; at run time a route missing here is personal.
 */
export const ROUTE_PRIVACY: Readonly<Record<string, RoutePrivacy>> = {
  root: "public",
  "routes/home": "public",
  "routes/magazine/search": "uncached",
  "routes/magazine/feed": "public",
  "routes/site/robots": "public",
  "routes/site/manifest": "public",
  "routes/site/sitemap-index": "public",
  "routes/site/sitemap-part": "public",
  "routes/magazine/print-archive": "public",
  "routes/magazine/print-issue": "public",
  "routes/magazine/video-tag": "public",
  "routes/magazine/contributor": "public",
  "routes/magazine/picks": "public",
  "routes/viewingRooms/list": "public",
  "routes/viewingRooms/slideshow": "public",
  "routes/magazine/channel": "public",
  "routes/magazine/article": "public",
  "routes/account/login": "personal",
  "artguide-login": "personal",
  "routes/account/register": "personal",
  "routes/account/recover": "personal",
  "routes/account/logout": "personal",
  "routes/account/profile": "personal",
  "routes/account/activate": "personal",
  "routes/account/newsletter": "personal",
  "routes/account/unsubscribe": "personal",
  "routes/shop/cart": "personal",
  "routes/shop/checkout": "personal",
  "routes/shop/order": "personal",
  "routes/shop/invoice": "personal",
  "routes/shop/subscription": "personal",
  "routes/shop/paymentSandbox": "personal",
  "routes/shop/paymentCallback": "personal",
  // The subscribe and purchase forms carry a fresh idempotency key per visit: never one key for everyone.
  "routes/shop/subscribe": "personal",
  "routes/shop/purchase": "personal",
  // The back offices: their layouts are the parents of every admin route.
  "routes/admin/adminLayout": "personal",
  "routes/admin/guideAdminLayout": "personal",
  "routes/guide/layout": "guide",
  "routes/guide/home": "guide",
  "routes/guide/place": "guide",
  "routes/guide/mustsee": "guide",
  "routes/guide/artfairs": "guide",
  "routes/guide/special": "guide",
  "routes/guide/search": "uncached",
  "routes/guide/myguide": "personal",
  "routes/guide/venue": "guide",
  "routes/guide/share": "guide",
  "routes/guide/exhibition-ics": "guide",
  "routes/guide/myguide-ics": "personal",
  "routes/guide/openings-atom": "guide",
  "routes/guide/map-style": "own-cache",
  "routes/guide/map-basemap": "own-cache",
  "routes/static/artguide-help": "guide",
  "routes/static/offline": "guide",
  "routes/static/artguide-participate": "guide",
  "routes/media": "own-cache",
  "routes/static/privacy": "public",
  "routes/static/terms": "public",
  "routes/static/contact": "public",
  "routes/not-found": "public",
};

const RANK: Record<RoutePrivacy, number> = { public: 0, guide: 1, uncached: 2, "own-cache": 3, personal: 4 };

export interface MatchedPage {
  /** The ids of the matched routes, root first. */
  routeIds: string[];
  /** The strictest privacy of the matched routes. */
  privacy: RoutePrivacy;
  /** The page's canonical path: the route's own words, each parameter as given, encoded once. */
  canonicalPath: string;
}

type Manifest = ServerBuild["routes"];
const tables = new WeakMap<Manifest, RouteObject[]>();

/** The build's flat route manifest as the nested table React Router matches (built once per build). */
function tableOf(manifest: Manifest): RouteObject[] {
  let table = tables.get(manifest);
  if (table) return table;
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive };
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(object as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const withChildren = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const children = byParent.get(route.id);
      return (children ? { ...route, children: withChildren(children) } : route) as RouteObject;
    });
  table = withChildren(byParent.get(undefined) ?? []);
  tables.set(manifest, table);
  return table;
}

/** A segment decoded, or null when its percent-encoding is broken (the router leaves it as it came). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** One segment as the canonical address spells it: sub-delimiters a path allows stay as they are. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(40|3A|24|26|2B|2C|3B|3D)/g, (sequence) => decodeURIComponent(sequence));
}

/** The page a path is (a `.data` twin is its page's), matched as React Router matches it. */
export function matchPage(manifest: Manifest, rawPath: string): MatchedPage {
  const pagePath = rawPath === "/_root.data" ? "/" : rawPath.replace(/\.data$/, "");
  // A segment that does not decode stays as it came, in the match and in the canonical address.
  const spelled = pagePath
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      const decoded = decodeSegment(segment);
      return decoded === null ? segment : encodeSegment(decoded);
    });
  const matches = matchRoutes(tableOf(manifest), `/${spelled.join("/")}`) ?? [];
  const routeIds = matches.map((match) => match.route.id as string);
  const privacy = routeIds.reduce<RoutePrivacy>((strictest, id) => {
    const own = ROUTE_PRIVACY[id] ?? "personal";
    return RANK[own] > RANK[strictest] ? own : strictest;
  }, "public");
  const pattern = matches
    .map((match) => match.route.path ?? "")
    .join("/")
    .split("/")
    .filter((part) => part !== "");
  const canonical = spelled.map((segment, i) => {
    const part = pattern[i];
    // A literal word of the route: its own spelling. A parameter or the splat: as given.
    return part === undefined || part.startsWith(":") || part === "*" ? segment : encodeSegment(part);
  });
  return { routeIds, privacy, canonicalPath: `/${canonical.join("/")}` };
}
