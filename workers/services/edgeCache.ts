/**
 * Edge caching of anonymous pages (issue 10 §3) with the Workers Cache API.
 *
 * What may come from the cache: a GET of a page (or its .data twin) by a
 * request carrying none of the site's personal cookies (session, guest cart,
 * free-article meter), outside the personal areas (cart, checkout, orders,
 * account, myguide, admin, the subscribe form) and search. What may go into
 * it: a 200 without Set-Cookie whose Cache-Control does not say private or
 * no-store (signed-in pages and metered articles say so), so one reader's
 * page never reaches another.
 *
 * Lifetimes: a copy is fresh for a minute, then served stale for up to ten
 * while one background render refreshes it (stale-while-revalidate, done here
 * because the Cache API does not). The key carries the build, so a deploy never
 * serves HTML naming assets that are gone. Admin edits show within the fresh
 * minute (the guide's "Today," labels likewise after midnight).
 */
import { GUEST_CART_COOKIE } from "./guestCart";
import { METER_COOKIE } from "./meterCookie";
import { SESSION_COOKIE } from "./session";

export const EDGE_FRESH_SECONDS = 60;
export const EDGE_STALE_SECONDS = 600;
export const EDGE_CACHE_HEADER = "x-edge-cache";
const STORED_AT = "x-edge-stored-at";

const PERSONAL_COOKIES = [SESSION_COOKIE, GUEST_CART_COOKIE, METER_COOKIE];

/** Paths that are about the reader (or staff), whoever asks. */
const PERSONAL_PATHS = [
  /^\/cart(\/|\.data|$)/,
  /^\/(order|invoice|subscription|payment)\//,
  /^\/(login|register|recover|logout|profile|newsletter)(\/|\.data|$)/,
  /^\/artguide\/myguide(\.data|$)/,
  /^\/artguide\/calendar\/myguide\//,
  /^\/media\//,
  // The subscribe form carries a fresh idempotency key per visit: never one key for everyone.
  /^\/subscribe(\.data)?$/,
  // Search answers a long tail of queries, each rarely asked twice, and should show edits at once.
  /^\/(artguide\/)?search(\.data)?$/,
];

export type EdgeCacheOutcome = "HIT" | "STALE" | "MISS" | "BYPASS";

function cookieNames(request: Request): string[] {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

/** Whether this request may be answered from (and fill) the edge cache. */
export function isCacheableRequest(request: Request, adminPaths: readonly string[]): boolean {
  if (request.method !== "GET") return false;
  const { pathname } = new URL(request.url);
  if (PERSONAL_PATHS.some((path) => path.test(pathname))) return false;
  if (adminPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`) || pathname === `${path}.data`)) return false;
  const names = cookieNames(request);
  return !PERSONAL_COOKIES.some((name) => names.includes(name));
}

/** Whether a rendered answer may be kept for everyone. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/private|no-store|no-cache/.test(cacheControl);
}

/** The cache key: the page's URL plus the build, so a new deploy starts afresh. */
export function edgeCacheKey(request: Request, build: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__build", build);
  return new Request(url.toString(), { method: "GET" });
}

/** A copy to store: kept for the fresh and the stale time, stamped with when. */
function forStorage(response: Response, now: number): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("cache-control", `public, s-maxage=${EDGE_FRESH_SECONDS + EDGE_STALE_SECONDS}`);
  copy.headers.set(STORED_AT, String(now));
  return copy;
}

/** What a reader gets: no shared-cache directives, the outcome named, and this response's own nonce. */
function forReader(response: Response, outcome: EdgeCacheOutcome, nonce: string | null): Response {
  const copy = new Response(response.body, response);
  copy.headers.delete(STORED_AT);
  copy.headers.set("cache-control", "no-cache");
  copy.headers.set(EDGE_CACHE_HEADER, outcome);
  if (!nonce || !(copy.headers.get("content-type") ?? "").includes("text/html")) return copy;
  // The stored page carries the nonce of the render that made it; every answer needs its own.
  return new HTMLRewriter().on("[nonce]", {
      element: (el) => {
        el.setAttribute("nonce", nonce);
      },
    }).transform(copy);
}

/**
 * Answers a page through the edge cache. `render` makes the page (with the
 * response's nonce); `nonce` is that same value, written into a cached copy.
 */
export async function withEdgeCache(
  request: Request,
  ctx: ExecutionContext,
  options: { build: string; adminPaths: readonly string[]; nonce: string; now?: number },
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request, options.adminPaths)) {
    const response = await render();
    const copy = new Response(response.body, response);
    copy.headers.set(EDGE_CACHE_HEADER, "BYPASS");
    return copy;
  }
  // The Workers cache (the DOM typings of this project do not know `caches.default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = edgeCacheKey(request, options.build);
  const now = options.now ?? Date.now();
  const store = (response: Response) => cache.put(key, forStorage(response, now));

  const cached = await cache.match(key);
  if (cached) {
    const age = (now - Number(cached.headers.get(STORED_AT) ?? 0)) / 1000;
    if (age <= EDGE_FRESH_SECONDS) return forReader(cached, "HIT", options.nonce);
    // Stale: this reader gets the old copy at once; a background render replaces it.
    ctx.waitUntil(
      render().then((fresh) => (isStorableResponse(fresh) ? store(fresh) : cache.delete(key).then(() => undefined))),
    );
    return forReader(cached, "STALE", options.nonce);
  }

  const response = await render();
  if (!isStorableResponse(response)) {
    // Personal after all (a metered article, an error): it goes out as rendered.
    const copy = new Response(response.body, response);
    copy.headers.set(EDGE_CACHE_HEADER, "MISS");
    return copy;
  }
  const [forCache, forNow] = response.body ? response.body.tee() : [null, null];
  ctx.waitUntil(store(new Response(forCache, response)));
  return forReader(new Response(forNow, response), "MISS", null);
}
