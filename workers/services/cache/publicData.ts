/**
 * Public query results kept in the isolate's memory for a few seconds
 * (PUBLIC_DATA_SECONDS), so the pages the edge cache may not keep (metered
 * articles, readers with a cart or a meter cookie) are still rendered without
 * asking D1 again for what every reader sees: the front page's lists, a
 * channel's pages, an article, a city's listings, a search's results.
 *
 * Only what is the same for every reader goes through here, never a cart, a
 * myguide, a meter or stock. Staff (editors and guide admins) always read D1,
 * so their own edits show at once; readers see them within the lifetime.
 *
 * Only settled results are kept, as frozen plain data (objects, arrays and
 * primitives, fully read: isolateCache.ts says why); a miss in flight is not
 * shared: concurrent misses of one key each ask D1, and each settled result is
 * kept. A failed query is not kept, and the least recently used keys leave
 * first beyond MAX_ENTRIES.
 */
import type { AppContext } from "#workers/context";
import { isolateCache, isPlainValue } from "./isolateCache";

/** A kept result is a page's worth of rows (tens of kB): this bounds the isolate's share at a few MB. */
const MAX_ENTRIES = 250;

/** By the query's key (JSON), each entry living PUBLIC_DATA_SECONDS from when its query started. */
const results = isolateCache<unknown>({ maxEntries: MAX_ENTRIES });

/**
 * The result of `load`, from memory when the same `key` (every input of the
 * query, JSON-serialisable) was loaded less than the configured lifetime ago.
 */
export async function publicData<T>(
  app: Pick<AppContext, "config" | "viewer">,
  key: readonly unknown[],
  load: () => Promise<T>,
): Promise<T> {
  const seconds = app.config.publicDataSeconds;
  if (seconds <= 0 || app.viewer?.isAdmin || app.viewer?.isArtguideAdmin) return load();
  const id = JSON.stringify(key);
  const since = Date.now();
  const kept = results.get(id);
  if (kept !== undefined) return kept as T;
  const value = await load();
  // Anything but plain data is this request's own: it goes out unkept.
  if (!isPlainValue(value)) return value;
  return results.set(id, value, { ttlMs: seconds * 1000, since }) as T;
}

/** Forgets every kept result (tests, and an editor's save in this isolate). */
export function forgetPublicData(): void {
  results.clear();
}
