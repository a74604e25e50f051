import type { RequestLog } from "#workers/requestScope";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";

// Its readers in workers/app.ts and workers/services/cache take RequestLog here; new code imports it
// from #workers/requestScope.

/**
 * The structured log lines of a request, for Workers Logs: one JSON line per
 * request (console.log) and one per error (console.error, with its stack),
 * both carrying the request id a reader quotes from an error page. Lines name
 * the matched route's pattern ("/order/:id"), never the address itself: paths
 * carry ids and keys (a calendar feed's token) and queries carry what readers
 * searched for.
 */
export function startRequestLog(request: Request, requestId: string, now = Date.now()): RequestLog {
  return { requestId, method: request.method, started: now, route: null };
}

/**
 * The request's one line: what answered, how, how long it took, and whether
 * the edge cache did. Workers move the clock on only at I/O, so the duration
 * runs to the request's last I/O (its D1 queries, its cache lookups).
 */
export function logRequest(log: RequestLog, response: Response, now = Date.now()): void {
  console.log(
    JSON.stringify({
      level: "info",
      event: "request",
      requestId: log.requestId,
      method: log.method,
      route: log.route,
      status: response.status,
      durationMs: now - log.started,
      cache: response.headers.get(EDGE_CACHE_HEADER),
    }),
  );
}

/** Where an error was caught: the Worker entry, React Router, the api table, or the page render. */
export type ErrorSource = "entry" | "router" | "api" | "render" | "edge cache";

/** One line per error, with its stack (never sent to the reader). */
export function logError(log: RequestLog, source: ErrorSource, error: unknown): void {
  const failure =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  console.error(
    JSON.stringify({
      level: "error",
      event: "error",
      source,
      requestId: log.requestId,
      method: log.method,
      route: log.route,
      ...failure,
    }),
  );
}
