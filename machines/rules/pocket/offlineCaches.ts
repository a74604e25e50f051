import { writeOfRequest } from "#machines/rules/guide/myguideWrites";
import { OFFLINE_PAGE_PATH } from "./offline";

/**
 * Which requests the service worker keeps, in which cache, and whose they
 * are. A cache's name carries its owner: `anon` for what any reader may see,
 * `a-<account key>` for pages rendered for a signed-in reader (a hash of the
 * account, from the x-pocket-account answer header). Only one account's
 * caches live on a device: another account's, or a sign-out, drops them.
 */
// v2: shows carry their date text (machines/rules/guide/exhibitionDates.ts); v1 answers lack it.
export const POCKET_CACHE_PREFIX = "pocket-v2:";
/** The answer header naming the reader a page was rendered for: an account key, or "none". */
export const ACCOUNT_HEADER = "x-pocket-account";
/** The header the service worker adds to a page it keeps: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "x-pocket-saved-at";
/** The Background Sync queue of myguide changes made offline. */
export const MYGUIDE_QUEUE = "myguide-changes";

export type PageKind = "myguide" | "venue" | "city";
export type CacheKind = PageKind | "myguideData" | "images" | "map";

/** How many pages of a kind a device keeps (least recently used go first); null: no limit. */
export const CACHE_LIMITS: Record<CacheKind, number | null> = {
  myguide: 10,
  venue: 60,
  city: 8,
  myguideData: 5,
  images: 240,
  map: 20,
};

/** The guide pages kept as the reader visits them: myguide, venue pages and the guide's city pages. */
export function pageKindOf(pathname: string): PageKind | null {
  if (pathname === "/artguide/myguide") return "myguide";
  if (/^\/artguide\/venue\/[^/]+$/.test(pathname)) return "venue";
  if (pathname === "/artguide" || /^\/artguide\/place\/[^/]+$/.test(pathname)) return "city";
  return null;
}

export type PocketRoute =
  | { handler: "page"; kind: PageKind }
  | { handler: "pageData"; kind: PageKind }
  | { handler: "myguideData" }
  | { handler: "myguideWrite" }
  /** The +/-myguide form posted before the page ran its script (no JavaScript yet). */
  | { handler: "myguideForm" }
  | { handler: "mapStyle" }
  /** React Router asking which routes a path needs (its route discovery). */
  | { handler: "routeManifest" }
  | { handler: "image" }
  | null;

export interface RequestFacts {
  method: string;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
  /** Request.destination: "image" for an <img>. */
  destination: string;
  url: URL;
  /** The site's origin: other origins are never handled. */
  origin: string;
  apiPath: string;
  /** Request.referrer: the page that made the request ("" when none is told). */
  referrer: string;
}

/** Whether the request was made by a page of this site. */
function fromThisSite(r: RequestFacts): boolean {
  try {
    return r.referrer !== "" && new URL(r.referrer).origin === r.origin;
  } catch {
    return false;
  }
}

/** Where React Router's route discovery asks which routes a path needs (its default address). */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/** What the service worker does with a request; null leaves it to the network (or the precache). */
export function pocketRouteOf(r: RequestFacts): PocketRoute {
  if (r.url.origin !== r.origin) return null;
  const { pathname } = r.url;
  const myguideApi = `${r.apiPath}/guide/myguide/`;
  if (pathname.startsWith(myguideApi)) {
    const rest = pathname.slice(myguideApi.length);
    if (r.method === "GET" && rest === "exhibitions") return { handler: "myguideData" };
    // Queued offline and replayed later from this origin: only the site's own calls, never a form
    // another site posts as a page load (the server refuses those; a replay would not look cross-site).
    if (r.mode === "navigate") return null;
    return writeOfRequest(r.method, pathname, r.apiPath) ? { handler: "myguideWrite" } : null;
  }
  if (r.method === "POST" && r.mode === "navigate" && pathname === "/artguide/myguide")
    return fromThisSite(r) ? { handler: "myguideForm" } : null;
  if (r.method !== "GET") return null;
  if (r.mode === "navigate") {
    const kind = pageKindOf(pathname);
    return kind ? { handler: "page", kind } : null;
  }
  // A kept page's data as the router fetches it on the page (path + ".data"): the map's history entries reload it.
  if (pathname.endsWith(".data")) {
    const kind = pageKindOf(pathname.slice(0, -".data".length));
    return kind ? { handler: "pageData", kind } : null;
  }
  if (pathname === "/artguide/map/style.json") return { handler: "mapStyle" };
  if (pathname === ROUTE_MANIFEST_PATH) return { handler: "routeManifest" };
  if (r.destination === "image" && (pathname.startsWith("/media/") || pathname.startsWith("/assets/media/")))
    return { handler: "image" };
  return null;
}

/** The cache for a kind of request and its owner (null: any reader's). Images and the map are nobody's. */
export function pocketCacheName(kind: CacheKind, account: string | null): string {
  const owner = account === null || kind === "images" || kind === "map" ? "anon" : `a-${account}`;
  return `${POCKET_CACHE_PREFIX}${owner}:${kind}`;
}

/** The account a cache belongs to, "anon" for a shared one, null for a cache that is not the pocket guide's. */
export function ownerOfCache(name: string): string | null {
  if (!name.startsWith(POCKET_CACHE_PREFIX)) return null;
  const owner = name.slice(POCKET_CACHE_PREFIX.length).split(":")[0] ?? "";
  if (owner === "anon") return "anon";
  return owner.startsWith("a-") ? owner.slice(2) : null;
}

/** Personal caches that must go: every account's but `keep` (null: every account's, as after a sign-out). */
export function personalCachesToDrop(names: readonly string[], keep: string | null): string[] {
  return names.filter((name) => {
    const owner = ownerOfCache(name);
    return owner !== null && owner !== "anon" && owner !== keep;
  });
}

/** Caches of an older pocket guide (another prefix version): dropped when a new worker takes over. */
export function isOutdatedPocketCache(name: string): boolean {
  return name.startsWith("pocket-") && !name.startsWith(POCKET_CACHE_PREFIX);
}

/** The caches to look in for a kind offline: the reader's own first, then the shared one. */
export function cachesToSearch(names: readonly string[], kind: CacheKind): string[] {
  const ofKind = names.filter((name) => ownerOfCache(name) !== null && name.endsWith(`:${kind}`));
  return [
    ...ofKind.filter((name) => ownerOfCache(name) !== "anon"),
    ...ofKind.filter((n) => ownerOfCache(n) === "anon"),
  ];
}

export type AccountSignal = { signedOut: true } | { account: string } | null;

/**
 * What a page's answer says about who reads: a sign-out (the /logout
 * address, or a page rendered for nobody), an account, or nothing (a
 * static file, the offline page, which is always rendered for nobody).
 */
export function accountSignal(pathname: string, header: string | null): AccountSignal {
  if (/^\/logout(\.data)?$/.test(pathname)) return { signedOut: true };
  if (pathname === OFFLINE_PAGE_PATH || header === null) return null;
  if (header === "none") return { signedOut: true };
  return /^[0-9a-f]{8,64}$/.test(header) ? { account: header } : null;
}

/** A sign-out on its way: /logout (by link or form) or the API's sign-out. */
export function isSignOutRequest(pathname: string, apiPath: string): boolean {
  return /^\/logout(\.data)?$/.test(pathname) || pathname === `${apiPath}/logout`;
}
