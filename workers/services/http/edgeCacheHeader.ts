/**
 * The response header that tells how the edge cache answered a page (HIT, MISS, STALE...).
 * The request log reads it from here rather than from workers/services/cache/edgeCache.ts,
 * which logs its errors through the request log: importing the cache back would make a cycle.
 * edgeCache.ts still declares the same name (tests/workers/request-log.test.ts compares the two).
 */
export const EDGE_CACHE_HEADER = "x-edge-cache";
