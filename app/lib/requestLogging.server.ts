import { type HandleErrorFunction, isRouteErrorResponse, type ServerInstrumentation } from "react-router";
import { requestLogContext } from "#workers/context";
import { logError } from "#workers/services/http/requestLog";

/**
 * React Router's part of the request's log (workers/services/http/requestLog.ts):
 * the pattern of the route it matched ("/order/:id", never the address), for
 * the request's line, which the Worker entry writes.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler({ instrument }) {
      instrument({
        async request(handle, { context }) {
          const result = await handle();
          const log = context?.get(requestLogContext);
          // React Router joins the matched routes' paths ("order/:id"); the log names them from the root.
          const pattern = result.meta?.pattern;
          if (log) log.route = pattern ? `/${pattern.replace(/^\/+/, "")}` : null;
        },
      });
    },
  },
];

/**
 * Errors React Router caught (a loader, an action, the render) as one JSON
 * line each with the request's id and the stack. An interrupted request or a
 * 4xx a route threw on purpose (a 404) is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const log = context.get(requestLogContext);
  // A 5xx response React Router made itself carries the error it stands for.
  const failure = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? `${error.status} ${error.statusText}`)
    : error;
  if (log) logError(log, "router", failure);
  else console.error(failure);
};
