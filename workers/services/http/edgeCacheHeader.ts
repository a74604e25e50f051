/**
 * The response header that tells how the edge cache answered a page (HIT, MISS, STALE...).
 * Its own module: the edge cache writes it and the request log reads it, and the cache logs
 * its errors through the request log, so neither may import the other for it.
 */
export const EDGE_CACHE_HEADER = "x-edge-cache";
