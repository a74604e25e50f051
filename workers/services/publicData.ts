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
 * Concurrent misses of one key share one query (a burst costs one D1 read), a
 * failed query is not kept, and the oldest keys leave first beyond
 * MAX_ENTRIES. Kept results are frozen: they are shared between requests, and
 * code that changed one would change it for everyone.
 */
import type { AppContext } from "../context";

/** A kept result is a page's worth of rows (tens of kB): this bounds the isolate's share at a few MB. */
const MAX_ENTRIES = 250;

interface Entry {
  until: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

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
export function publicData<T>(app: Pick<AppContext, "config" | "viewer">, key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const seconds = app.config.publicDataSeconds;
  if (seconds <= 0 || app.viewer?.isAdmin || app.viewer?.isArtguideAdmin) return load();
  const id = JSON.stringify(key);
  const now = Date.now();
  const kept = entries.get(id);
  entries.delete(id);
  if (kept && kept.until > now) {
    entries.set(id, kept);
    return kept.value as Promise<T>;
  }
  const value = load().then(deepFreeze);
  const entry: Entry = { until: now + seconds * 1000, value };
  entries.set(id, entry);
  value.catch(() => {
    if (entries.get(id) === entry) entries.delete(id);
  });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Forgets every kept result (tests, and an editor's save in this isolate). */
export function forgetPublicData(): void {
  entries.clear();
}
