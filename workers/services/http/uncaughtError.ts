import type { AppConfig } from "#workers/config";
import { securityHeaders } from "./securityHeaders";
import { isServiceUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "./serviceUnavailable";

/**
 * The answer to an error nothing else caught (outside React Router and the
 * API table): the site's plain 500 page, or JSON `{error, requestId}` under
 * the api path, with every security header and the request id, never the
 * error's message. The entry logs the error itself (workers/services/http/requestLog.ts)
 * as one JSON line with the same id and its stack, so a reader's report can be traced.
 */
const MESSAGE = "The server could not answer this request.";

const page = (requestId: string, status: number, text: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong | Artmagazine</title>
<style>
body{margin:0;font-family:Georgia,"Times New Roman",serif;color:#111;background:#fff;line-height:1.5}
main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}
.label{font:600 .8rem/1 system-ui,sans-serif;letter-spacing:.08em;text-transform:uppercase;color:#666}
h1{font-size:2rem;font-weight:400;margin:.5rem 0 1rem}
code{font-family:ui-monospace,monospace;background:#f3f3f3;padding:.1rem .3rem}
a{color:#111}
</style>
</head>
<body>
<main>
<p class="label">Error ${status}</p>
<h1>Something went wrong</h1>
<p>${text} If it keeps happening, write to us from the contact page and quote this reference: <code data-request-id="${requestId}">${requestId}</code></p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;

export function uncaughtErrorResponse(requestId: string, isApi: boolean, config: AppConfig, error?: unknown): Response {
  // No inline scripts: the policy allows none (an empty list of hashes).
  const headers = new Headers(securityHeaders(config, { hashes: [] }));
  headers.set("cache-control", "no-store");
  headers.set("x-request-id", requestId);
  // A dependency that did not answer (the database before any route ran) is a 503, with when to try again.
  const unavailable = isServiceUnavailable(error);
  const status = unavailable ? 503 : 500;
  if (unavailable) headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  if (isApi) {
    headers.set("content-type", "application/json; charset=utf-8");
    const message = unavailable ? SERVICE_UNAVAILABLE_MESSAGE : MESSAGE;
    return new Response(JSON.stringify({ error: message, requestId }), { status, headers });
  }
  headers.set("content-type", "text/html; charset=utf-8");
  const text = unavailable
    ? SERVICE_UNAVAILABLE_MESSAGE
    : "We could not show this page just now. Please try again in a moment.";
  return new Response(page(requestId, status, text), { status, headers });
}
