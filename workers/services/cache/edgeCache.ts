/**
 * Edge caching of pages with the Workers Cache API.
 *
 * What may come from the cache: a GET of a page (or its .data twin) whose
 * matched route is public or the guide's (workers/services/http/routePrivacy.ts:
 * never the cart, checkout, orders, account, myguide, admin, the subscribe
 * form or search), by a visitor without a guest cart or by a signed-in
 * reader outside the guide (whose pages show their myguide). What
 * may go into it: a 200 without Set-Cookie whose Cache-Control does not say
 * private or no-store, so one reader's page never reaches another.
 *
 * Signed-in readers share a page per kind of reader (subscriber or not),
 * rendered with a placeholder username that each answer replaces with the
 * reader's own (workers/services/cache/sharedViewerPage.ts); staff never share one.
 *
 * Metered articles are kept per meter outcome (workers/services/magazine/meterVariant.ts):
 * the visitor's meter is decided before the lookup (the article's id is learned
 * from its first render), the outcome is part of the key, and the visitor's own
 * meter cookie is computed for each answer and never stored with the page.
 *
 * Lifetimes: a copy is fresh for a minute (an article for five), then served
 * stale for up to ten while one background render refreshes it
 * (stale-while-revalidate, done here because the Cache API does not). The key
 * carries the build (a deploy never serves HTML naming assets that are gone),
 * the reader's map region (readers in China get another map style) and the
 * UTC day (the guide's "Today," labels never outlive midnight). Admin edits
 * show within the fresh minute.
 *
 * A kept page is answered as it was stored, byte for byte: its
 * Content-Security-Policy lists the hashes of its inline scripts instead of a
 * per-response nonce, so a hit needs no rewriting. Pages are kept gzipped, and
 * a client that takes gzip gets those bytes as they are. Page memory
 * (workers/services/cache/pageMemory.ts) keeps the isolate's recent pages in front of
 * the Cache API, so most hits cost neither a cache lookup nor a body copy.
 */

import { ACCOUNT_HEADER } from "#machines/rules/pocket/offlineCaches";
import type { MeterOutcome, MeterResult, RequestLog, SharedViewer, Viewer } from "#workers/requestScope";
import { SESSION_COOKIE } from "#workers/services/account/session";
import { readCookies } from "#workers/services/http/cookies";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { acceptsGzip, gunzipStream, gunzipText, gzip } from "#workers/services/http/gzip";
import { inlineScriptHashes } from "#workers/services/http/inlineScriptHashes";
import { logError } from "#workers/services/http/requestLog";
import type { RoutePrivacy } from "#workers/services/http/routePrivacy";
import { ARTICLE_ID_HEADER, METER_VARIANT_HEADER } from "#workers/services/magazine/meterVariant";
import { GUEST_CART_COOKIE } from "#workers/services/shop/guestCart";
import { knownArticleId, learnArticleId } from "./articleIds";
import { type MemoryPage, PageMemory } from "./pageMemory";
import {
  personalisedPage,
  personalisedPolicy,
  type SharedAudience,
  sharedAudienceOf,
  sharedRenderViewer,
} from "./sharedViewerPage";
import { tolerantCache } from "./tolerantCache";

export const EDGE_FRESH_SECONDS = 60;
/**
 * Articles are most of the traffic and a long tail (hundreds of pages, each in a handful of meter
 * outcomes and two kinds of signed-in reader), and change rarely once published: at a minute's
 * freshness most of their hits would come stale and each would cost a render.
 */
export const EDGE_ARTICLE_FRESH_SECONDS = 300;
export const EDGE_STALE_SECONDS = 600;
const STORED_AT = "x-edge-stored-at";
/** The route pattern that rendered a kept page, so a hit's log line names it too (stored, never sent). */
const STORED_ROUTE = "x-edge-route";
/** How long a kept page is fresh, in seconds (stored, never sent). */
const STORED_FRESH = "x-edge-fresh";
/**
 * Marks a copy whose body is kept gzipped, in the Cache API as in memory (read back as it was
 * put: no Content-Encoding is stored, which the cache would decode). Stored, never sent.
 */
const STORED_GZIPPED = "x-edge-gzipped";

/**
 * React Router's route manifest is not a route: it is kept by the browser for a year per build,
 * which pages offline rely on, and a kept copy would turn that into a revalidation each time.
 */
const ROUTE_MANIFEST_PATH = "/__manifest";

export type EdgeCacheOutcome = "HIT" | "STALE" | "MISS" | "BYPASS";

/**
 * Who may be answered from (and fill) the edge cache for this request (at `url`, its parsed
 * address, whose matched route has `privacy`): a visitor, a signed-in reader (their session is
 * read before the lookup), or nobody. The meter cookie does not count: only articles read it,
 * and they are kept per meter outcome.
 */
export function cacheAudienceOf(request: Request, url: URL, privacy: RoutePrivacy): "visitor" | "signed-in" | null {
  if (request.method !== "GET" || url.pathname === ROUTE_MANIFEST_PATH) return null;
  if (privacy !== "public" && privacy !== "guide") return null;
  const cookies = readCookies(request);
  if (cookies.has(GUEST_CART_COOKIE)) return null;
  if (!cookies.has(SESSION_COOKIE)) return "visitor";
  // The guide's pages show a signed-in reader their myguide.
  return privacy === "guide" ? null : "signed-in";
}

/**
 * Whether a rendered answer may be kept for everyone: a 200 that is not personal, or a
 * visitor's article marked with its meter outcome whose only cookie is the meter's.
 */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has(METER_VARIANT_HEADER)) {
    return response.headers.getSetCookie().every((cookie) => cookie.startsWith("meter="));
  }
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/private|no-store|no-cache/.test(cacheControl);
}

/** What besides the URL makes two anonymous pages differ. */
export interface EdgeCacheVariant {
  build: string;
  /** The reader's map region ("china" or "world"): the page names its map style. */
  region: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** A metered article's meter outcome (meterVariant). */
  meter?: string;
  /** The kind of signed-in reader a shared page is for; none for visitors. */
  audience?: SharedAudience;
  /** What the matched route's page depends on besides its address (pageVariant.ts). */
  page?: string;
}

/** The cache key: the page's URL plus what else the page depends on. */
export function edgeCacheKey(url: URL, variant: EdgeCacheVariant): string {
  const meter = variant.meter ? `&__meter=${variant.meter}` : "";
  const audience = variant.audience ? `&__viewer=${variant.audience}` : "";
  const page = variant.page ? `&__page=${encodeURIComponent(variant.page)}` : "";
  const extra = `__build=${encodeURIComponent(variant.build)}&__region=${variant.region}&__day=${variant.day}${meter}${audience}${page}`;
  return `${url.origin}${url.pathname}${url.search ? `${url.search}&` : "?"}${extra}`;
}

/** Page memory: this isolate's pages; module scope lives as long as the isolate. */
const memory = new PageMemory();
/** Keys whose background refresh is under way, so a burst of stale hits renders once. */
const refreshing = new Set<string>();

/** What the Cache API adds to a copy it answers: not the page's own headers. */
const CACHE_API_HEADERS = ["age", "cf-cache-status"];

/** A kept page as readers get it: no shared-cache directives, no stored-at stamp, nothing the Cache API added. */
function memoryPage(gzipped: ArrayBuffer, stored: Headers): MemoryPage {
  const headers = new Headers(stored);
  const storedAt = Number(headers.get(STORED_AT) ?? 0);
  const route = headers.get(STORED_ROUTE);
  const freshSeconds = Number(headers.get(STORED_FRESH) ?? EDGE_FRESH_SECONDS);
  for (const name of [STORED_AT, STORED_ROUTE, STORED_FRESH, STORED_GZIPPED, "content-length", ...CACHE_API_HEADERS]) {
    headers.delete(name);
  }
  headers.set("cache-control", "no-cache");
  headers.set(EDGE_CACHE_HEADER, "HIT");
  const gzipHitHeaders = new Headers(headers);
  gzipHitHeaders.set("content-encoding", "gzip");
  gzipHitHeaders.set("vary", "Accept-Encoding");
  return { gzipped, hitHeaders: headers, gzipHitHeaders, storedAt, freshSeconds, route };
}

/** A signed-in reader answered with their kind's shared page. */
interface SharedReader {
  viewer: Viewer;
  audience: SharedAudience;
  /** Their account key for the service worker (ACCOUNT_HEADER). */
  accountKey: string;
}

/**
 * A shared page as one reader gets it: their name written in, and then private to them like any
 * signed-in page. (An answer without a placeholder, a feed say, carries nothing of theirs.)
 */
function forReader(body: string, headers: Headers, reader: SharedReader): string {
  const personal = personalisedPage(body, reader.viewer.username);
  headers.set(ACCOUNT_HEADER, reader.accountKey);
  if (personal !== body) {
    headers.set("cache-control", "private, no-store");
    headers.set("vary", "Cookie");
  }
  return personal;
}

/**
 * A kept page as a visitor gets it: its gzipped bytes as they are when their client takes gzip
 * (`encodeBody: "manual"` sends them without compressing again), else unzipped on the way out.
 * (A kept Response cannot be cloned for later readers: Workers bind it to the request that made it.)
 */
function answer(page: MemoryPage, outcome: EdgeCacheOutcome, meterCookie: string | null, gzipped: boolean): Response {
  const hitHeaders = gzipped ? page.gzipHitHeaders : page.hitHeaders;
  const body = gzipped ? page.gzipped : gunzipStream(page.gzipped);
  const encodeBody = gzipped ? "manual" : "automatic";
  if (outcome === "HIT" && !meterCookie) return new Response(body, { status: 200, headers: hitHeaders, encodeBody });
  const headers = new Headers(hitHeaders);
  headers.set(EDGE_CACHE_HEADER, outcome);
  if (meterCookie) headers.append("set-cookie", meterCookie);
  return new Response(body, { status: 200, headers, encodeBody });
}

/**
 * A kept shared page as one reader gets it: their name written in, and its policy allowing its
 * hydration script as it now reads, with their name.
 */
async function keptForReader(page: MemoryPage, outcome: EdgeCacheOutcome, reader: SharedReader): Promise<Response> {
  const headers = new Headers(page.hitHeaders);
  headers.set(EDGE_CACHE_HEADER, outcome);
  const kept = await gunzipText(page.gzipped);
  const body = forReader(kept, headers, reader);
  const policy = headers.get("content-security-policy");
  if (policy && body !== kept) {
    headers.set("content-security-policy", await personalisedPolicy(policy, kept, reader.viewer.username));
  }
  return new Response(body, { status: 200, headers });
}

/** Headers only the Worker reads, never sent on. */
const INTERNAL_HEADERS = [METER_VARIANT_HEADER, ARTICLE_ID_HEADER];

function withOutcome(response: Response, outcome: EdgeCacheOutcome): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(EDGE_CACHE_HEADER, outcome);
  for (const name of INTERNAL_HEADERS) copy.headers.delete(name);
  return copy;
}

/**
 * A shared page just rendered, as this reader gets it: read whole to write their name in; its
 * scripts keep the render's nonce, which its policy names.
 */
async function renderedForReader(response: Response, outcome: EdgeCacheOutcome, reader: SharedReader) {
  const headers = new Headers(response.headers);
  headers.set(EDGE_CACHE_HEADER, outcome);
  const body = response.body ? forReader(await response.text(), headers, reader) : null;
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Who a render is for: the signed-in reader already read (or nobody), whether the page is their
 * kind's shared one, and the meter already decided for this view (a view is metered once).
 */
export interface RenderFor {
  /** The reader, or for a shared render the kind of reader only. */
  viewer: Viewer | SharedViewer | null;
  meter: MeterOutcome | null;
  /** A shared render's meter for an article the cache could not name before rendering. */
  meterSharedReader?: (articleId: number) => Promise<MeterResult>;
}

export interface EdgeCacheOptions {
  /** The request's address, parsed once by the caller. */
  url: URL;
  variant: EdgeCacheVariant;
  /** The privacy of the route the address matched (routePrivacy.ts). */
  privacy: RoutePrivacy;
  /** The Cache API to keep pages in; the Workers cache unless a test hands a failing one. */
  cache?: Cache;
  /** The Content-Security-Policy of a kept page, allowing exactly these inline script hashes. */
  policyFor: (scriptHashes: string[]) => string;
  /** Decides the reader's meter for an article (a visitor's lives in their cookie, a signed-in reader's in D1). */
  meterFor: (articleId: number, viewer: Viewer | null) => Promise<MeterOutcome>;
  /** The signed-in reader behind the request's session cookie, or null when it is not (or no longer) valid. */
  viewerOf: () => Promise<Viewer | null>;
  /** The account key a signed-in reader's answers name (ACCOUNT_HEADER). */
  accountKeyOf: (viewer: Viewer) => Promise<string>;
  /** This request's log line: a hit names the route that rendered the page. */
  log: RequestLog;
  now?: number;
}

/**
 * Answers a page through the edge cache. `render` makes the page as a
 * reader would get it uncached (its security headers and nonce included);
 * without `RenderFor` it reads the reader from the request itself.
 */
export async function withEdgeCache(
  request: Request,
  ctx: ExecutionContext,
  options: EdgeCacheOptions,
  render: (renderFor?: RenderFor) => Promise<Response>,
): Promise<Response> {
  const audience = cacheAudienceOf(request, options.url, options.privacy);
  if (!audience) return withOutcome(await render(), "BYPASS");
  let reader: SharedReader | null = null;
  if (audience === "signed-in") {
    const viewer = await options.viewerOf();
    const shared = viewer && sharedAudienceOf(viewer);
    if (!viewer || !shared) return withOutcome(await render({ viewer, meter: null }), "BYPASS");
    reader = { viewer, audience: shared, accountKey: await options.accountKeyOf(viewer) };
  }
  const { pathname } = options.url;
  const pagePath = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const articleId = knownArticleId(pagePath);
  const meter = articleId === undefined ? null : await options.meterFor(articleId, reader?.viewer ?? null);
  const renderForCache = () => {
    if (!reader) return render({ viewer: null, meter });
    const { viewer } = reader;
    return render({
      viewer: sharedRenderViewer(viewer),
      meter,
      meterSharedReader: async (id) => (await options.meterFor(id, viewer)).result,
    });
  };
  // The Workers cache (the DOM typings of this project do not know `caches.default`); a cache that
  // fails is a cache that misses, never a page that fails.
  const cache = tolerantCache(options.cache ?? (caches as unknown as { default: Cache }).default, options.log);
  const keyFor = (meterVariant: string | undefined) =>
    edgeCacheKey(options.url, { ...options.variant, meter: meterVariant, audience: reader?.audience });
  const key = keyFor(meter?.variant);
  const now = options.now ?? Date.now();

  /**
   * Keeps a storable render in page memory and the Cache API, under the meter outcome it was rendered for, without
   * the reader's cookie, its policy switched from the nonce to its scripts' hashes.
   */
  const keep = async (response: Response) => {
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    const storeKey = keyFor(headers.get(METER_VARIANT_HEADER) ?? undefined);
    const freshSeconds = headers.has(ARTICLE_ID_HEADER) ? EDGE_ARTICLE_FRESH_SECONDS : EDGE_FRESH_SECONDS;
    for (const name of [...INTERNAL_HEADERS, "set-cookie", "vary"]) headers.delete(name);
    if ((headers.get("content-type") ?? "").includes("text/html")) {
      headers.set(
        "content-security-policy",
        options.policyFor(await inlineScriptHashes(new TextDecoder().decode(body))),
      );
    }
    headers.set("cache-control", `public, s-maxage=${freshSeconds + EDGE_STALE_SECONDS}`);
    headers.set(STORED_AT, String(now));
    headers.set(STORED_FRESH, String(freshSeconds));
    if (options.log.route) headers.set(STORED_ROUTE, options.log.route);
    headers.set(STORED_GZIPPED, "1");
    const gzipped = await gzip(body);
    memory.set(storeKey, memoryPage(gzipped, headers));
    await cache.put(new Request(storeKey), new Response(gzipped, { status: 200, headers }));
  };
  const refresh = () => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    ctx.waitUntil(
      renderForCache()
        .then((fresh) => {
          if (isStorableResponse(fresh)) return keep(fresh);
          // A failed render (the database down) keeps the old copy; a page that is gone or personal now leaves.
          if (fresh.status >= 500) return;
          return cache.delete(new Request(key)).then(() => memory.delete(key));
        })
        .catch((error) => logError(options.log, "edge cache", error))
        .finally(() => refreshing.delete(key)),
    );
  };
  const fromKept = (page: MemoryPage, refreshIfStale = true) => {
    options.log.route = page.route;
    const age = (now - page.storedAt) / 1000;
    const outcome = age <= page.freshSeconds ? "HIT" : "STALE";
    // Stale: this reader gets the old copy at once; a background render replaces it.
    if (outcome === "STALE" && refreshIfStale) refresh();
    if (reader) return keptForReader(page, outcome, reader);
    return answer(page, outcome, meter?.result.setCookie ?? null, acceptsGzip(request));
  };

  let kept = memory.get(key);
  if (!kept) {
    const cached = await cache.match(new Request(key));
    if (cached) {
      const stored = await cached.arrayBuffer();
      kept = memoryPage(cached.headers.has(STORED_GZIPPED) ? stored : await gzip(stored), cached.headers);
      memory.set(key, kept);
    }
  }
  if (kept && (now - kept.storedAt) / 1000 <= kept.freshSeconds + EDGE_STALE_SECONDS) return fromKept(kept);

  // A render that fails (a dependency down) answers with the last copy kept, however old, when there is one.
  let response: Response;
  try {
    response = await renderForCache();
  } catch (error) {
    if (!kept) throw error;
    logError(options.log, "edge cache", error);
    return fromKept(kept, false);
  }
  if (kept && response.status >= 500) return fromKept(kept, false);
  const renderedArticle = Number(response.headers.get(ARTICLE_ID_HEADER));
  if (renderedArticle) learnArticleId(pagePath, renderedArticle);
  if (reader) {
    // Every answer of a shared render gets the reader's name, kept or not (an error page has a header too).
    if (!isStorableResponse(response)) return renderedForReader(response, "MISS", reader);
    const [forCache, forNow] = response.body ? response.body.tee() : [null, null];
    ctx.waitUntil(keep(new Response(forCache, response)));
    return renderedForReader(new Response(forNow, response), "MISS", reader);
  }
  // Personal after all, or an error: it goes out as rendered.
  if (!isStorableResponse(response)) return withOutcome(response, "MISS");
  const [forCache, forNow] = response.body ? response.body.tee() : [null, null];
  ctx.waitUntil(keep(new Response(forCache, response)));
  return withOutcome(new Response(forNow, response), "MISS");
}
