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
 * Module scope outlives the request, and a Worker may not use another
 * request's I/O: a pending query (its promise), a stream or a Response
 * belongs to the request that started it, and another request waiting on it
 * fails ("Cannot perform I/O on behalf of a different request"). So only
 * settled results are kept, as frozen plain data (objects, arrays and
 * primitives, fully read); a miss in flight is not shared: concurrent misses
 * of one key each ask D1, and the first to finish is kept. A failed query is
 * not kept, and the oldest keys leave first beyond MAX_ENTRIES. Kept results
 * are frozen because they are shared between requests: code that changed one
 * would change it for everyone.
 */
import type { AppContext } from "#workers/context";

/** A kept result is a page's worth of rows (tens of kB): this bounds the isolate's share at a few MB. */
const MAX_ENTRIES = 250;

interface Entry {
  until: number;
  /** Settled, frozen plain data: never a promise, a stream or a Response. */
  value: unknown;
}

const entries = new Map<string, Entry>();

/** Whether `value` is plain data: primitives, plain objects and arrays of them (no promise, stream, Response or class). */
function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== "object") return typeof value !== "function" && typeof value !== "symbol";
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) return false;
  return Object.values(value).every(isPlain);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

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
  const now = Date.now();
  const kept = entries.get(id);
  if (kept && kept.until > now) {
    // Re-inserting keeps the Map in least-recently-used order.
    entries.delete(id);
    entries.set(id, kept);
    return kept.value as T;
  }
  const value = await load();
  // Anything but plain data is this request's own: it goes out unkept.
  if (!isPlain(value)) return value;
  entries.delete(id);
  entries.set(id, { until: now + seconds * 1000, value: deepFreeze(value) });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets every kept result (tests, and an editor's save in this isolate). */
export function forgetPublicData(): void {
  entries.clear();
}
