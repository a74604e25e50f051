import { CacheExpiration } from "workbox-expiration";
import {
  ACCOUNT_HEADER,
  CACHE_LIMITS,
  type CacheKind,
  cachesToSearch,
  pocketCacheName,
  SAVED_AT_HEADER,
} from "#machines/rules/pocket/offlineCaches";

/**
 * Keeps an answer in its kind's cache, under the account it was rendered
 * for, stamped with when it was saved; the kind's oldest entries beyond its
 * limit go (workbox-expiration).
 */
export async function keep(request: Request, response: Response, kind: CacheKind): Promise<void> {
  if (response.status !== 200 || response.type !== "basic") return;
  const header = response.headers.get(ACCOUNT_HEADER);
  const account = header && header !== "none" ? header : null;
  // A signed-out myguide has nothing of the reader's: only a signed-in one is worth keeping.
  if ((kind === "myguide" || kind === "myguideData") && account === null) return;
  const headers = new Headers(response.headers);
  // The body is kept decoded and whole.
  for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const stamped = new Response(await response.clone().arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  const cacheName = pocketCacheName(kind, account);
  await (await caches.open(cacheName)).put(request.url, stamped);
  const maxEntries = CACHE_LIMITS[kind];
  if (maxEntries !== null) {
    const expiration = new CacheExpiration(cacheName, { maxEntries });
    await expiration.updateTimestamp(request.url);
    await expiration.expireEntries();
  }
}

/** The kept copy of a request: the reader's own caches first; the same page with another query last. */
export async function keptCopy(url: string, kind: CacheKind): Promise<Response | undefined> {
  const names = cachesToSearch(await caches.keys(), kind);
  for (const ignoreSearch of [false, true]) {
    for (const name of names) {
      const found = await (await caches.open(name)).match(url, { ignoreSearch });
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A kept page as the reader gets it: its saved time as a meta tag in the
 * head, which the page shows as "Saved today at …".
 */
export async function withSavedAtMeta(kept: Response): Promise<Response> {
  const savedAt = kept.headers.get(SAVED_AT_HEADER);
  if (!savedAt) return kept;
  const html = await kept.text();
  const meta = `<meta name="pocket-saved-at" content="${savedAt.replace(/[^0-9TZ:.-]/g, "")}">`;
  return new Response(html.replace("</head>", `${meta}</head>`), {
    status: kept.status,
    statusText: kept.statusText,
    headers: kept.headers,
  });
}

/**
 * Rewrites the reader's kept copies of a JSON answer, whatever their query
 * (myguide's list after a change made offline); each keeps when it was saved.
 */
export async function reviseKeptJson<T>(
  url: string,
  kind: CacheKind,
  revise: (body: T, keptUrl: string) => T,
): Promise<void> {
  for (const name of cachesToSearch(await caches.keys(), kind)) {
    const cache = await caches.open(name);
    for (const key of await cache.keys(url, { ignoreSearch: true })) {
      const found = await cache.match(key);
      if (!found) continue;
      const body = JSON.stringify(revise((await found.json()) as T, key.url));
      await cache.put(
        key,
        new Response(body, { status: found.status, statusText: found.statusText, headers: found.headers }),
      );
    }
  }
}
