/**
 * The one in-memory cache of the isolate, behind every layer kept in module
 * scope: page memory, public data, kept viewers, article ids.
 *
 * Module scope outlives the request and is shared by every request the
 * isolate serves at once, and a Worker may not use another request's I/O: a
 * pending query (its promise), a stream or a Response belongs to the request
 * that started it, and another request waiting on it fails ("Cannot perform
 * I/O on behalf of a different request"). So an entry is a settled value,
 * never a promise, a stream, a Request or a Response (set() refuses them),
 * and it is frozen, plain objects and arrays all the way down, so code that
 * changed it could not change it for every other request. Anything else it
 * holds (a page's bytes, its Headers) is kept as it is and only read.
 *
 * Bounded by entries, by bytes (as `sizeOf` counts them) or both, the least
 * recently used leaving first; an entry may carry a lifetime, after which it
 * is gone. The cache never loads anything itself: a miss in flight is not
 * shared, concurrent misses of one key each load, and the last to settle is kept.
 */

export interface IsolateCacheOptions<V> {
  /** At most this many entries. */
  maxEntries?: number;
  /** At most this many bytes, as `sizeOf` counts them. */
  maxBytes?: number;
  /** A value's bytes, for `maxBytes`. */
  sizeOf?: (value: V) => number;
  /** How long an entry lives, in milliseconds, unless set() says otherwise; forever when absent. */
  ttlMs?: number;
  /** The clock, in milliseconds (tests pass a fake one). */
  now?: () => number;
}

/** When set() dates an entry from: now, unless the value was read earlier (a query's start). */
export interface Lifetime {
  ttlMs?: number;
  since?: number;
}

export interface IsolateCache<V> {
  /** The value kept under `key` and still alive, now the most recently used. */
  get(key: string): V | undefined;
  /** Keeps `value` (frozen; undefined is not kept) under `key`, then drops the least recently used beyond the bounds. */
  set(key: string, value: V, lifetime?: Lifetime): V;
  delete(key: string): void;
  /** Forgets every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

/** Whether `value` is plain data: primitives, plain objects and arrays of them (no promise, stream, Response or class). */
export function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value !== "object") return typeof value !== "function" && typeof value !== "symbol";
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) return false;
  return Object.values(value).every(isPlainValue);
}

/** What belongs to the request that made it: a pending promise, a stream, a Request or a Response. */
function isRequestIo(value: object): boolean {
  return (
    typeof (value as { then?: unknown }).then === "function" ||
    value instanceof ReadableStream ||
    value instanceof WritableStream ||
    value instanceof Request ||
    value instanceof Response
  );
}

/** Freezes plain objects and arrays all the way down (what is frozen already, is); refuses a request's I/O in them. */
function freeze<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (isRequestIo(value)) throw new TypeError("An isolate cache keeps settled values, never a request's I/O");
  const prototype = Object.getPrototypeOf(value);
  const plain = prototype === Object.prototype || prototype === Array.prototype || prototype === null;
  if (!plain || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) freeze(inner);
  return value;
}

export function isolateCache<V>(options: IsolateCacheOptions<V> = {}): IsolateCache<V> {
  const { maxEntries = Number.POSITIVE_INFINITY, maxBytes = Number.POSITIVE_INFINITY, sizeOf, ttlMs } = options;
  const now = options.now ?? (() => Date.now());
  /** A Map iterates in insertion order: re-inserting on use keeps it least recently used first. */
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, lifetime = {}) {
      remove(key);
      // get() answers undefined for nothing kept: undefined is never kept.
      if (value === undefined) return value;
      const size = sizeOf ? sizeOf(value) : 0;
      // A value over the whole bound is not kept, and pushes nothing out.
      if (size > maxBytes) return freeze(value);
      const life = lifetime.ttlMs ?? ttlMs;
      const expiresAt = life === undefined ? Number.POSITIVE_INFINITY : (lifetime.since ?? now()) + life;
      const entry = { value: freeze(value), expiresAt, bytes: size };
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return entry.value;
    },
    delete: remove,
    deleteWhere(matches) {
      for (const [key, entry] of entries) if (matches(entry.value)) remove(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
