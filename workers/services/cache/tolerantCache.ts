import type { RequestLog } from "#workers/requestScope";
import { logError } from "#workers/services/http/requestLog";

/**
 * The Cache API as the edge cache uses it, where a failure is a miss: a lookup that
 * throws finds nothing, a put or delete that throws keeps nothing. The page is then
 * rendered as if nothing were kept; the error goes to the request's log.
 */
export function tolerantCache(cache: Cache, log: RequestLog): Pick<Cache, "match" | "put" | "delete"> {
  return {
    async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
      try {
        return await cache.match(request, options);
      } catch (error) {
        logError(log, "edge cache", error);
        return undefined;
      }
    },
    async put(request: RequestInfo | URL, response: Response) {
      try {
        await cache.put(request, response);
      } catch (error) {
        logError(log, "edge cache", error);
      }
    },
    async delete(request: RequestInfo | URL, options?: CacheQueryOptions) {
      try {
        return await cache.delete(request, options);
      } catch (error) {
        logError(log, "edge cache", error);
        return false;
      }
    },
  };
}
