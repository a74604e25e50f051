// React's Bun build, whose stream configuration writes strings: each piece of
// markup reaches the destination as it is, and the page is encoded once, when
// the Response is made. The Node and edge builds encode every attribute and
// text into bytes as they write it, thousands of native calls per page in
// workerd. This build needs nothing of Bun on our paths (it hashes with Bun only
// for form-state postbacks of server actions, which React Router does not use);
// its byte count is removed at build time (app/config/reactServerWithoutByteCount.ts).

import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.bun";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext, requestIdContext, requestLogContext } from "#workers/context";
import type { RequestLog } from "#workers/requestScope";
import { logError } from "#workers/services/http/requestLog";
import { NonceProvider } from "./lib/nonce";
import { RequestIdProvider } from "./lib/requestId";
import { withoutModulePreloads } from "./lib/withoutModulePreloads.server";

// The matched route's pattern for the request's log line, and caught errors as JSON log lines.
export { handleError, instrumentations } from "./lib/requestLogging.server";

/**
 * React Router's web entry, plus the CSP nonce the Worker entry chose for this
 * response. The page is sent whole, not streamed: no route suspends (every
 * loader has answered before rendering starts), so streaming would only
 * have cut the same bytes into pieces, and the whole page lets its head be
 * adjusted (withoutModulePreloads) at no measurable cost.
 */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  const { html, failed } = await renderDocument(
    <NonceProvider value={nonce}>
      <RequestIdProvider value={loadContext.get(requestIdContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestIdProvider>
    </NonceProvider>,
    nonce,
    loadContext.get(requestLogContext),
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(withoutModulePreloads(html), {
    headers: responseHeaders,
    status: failed ? 500 : responseStatusCode,
  });
}

/**
 * The whole document as one string, once everything is ready: React then
 * writes the loader data's Suspense boundary in place, instead of a fallback,
 * its content later and the inline script that swaps them.
 */
function renderDocument(
  element: ReactNode,
  nonce: string,
  log: RequestLog | null,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    let failed = false;
    let shellRendered = false;
    let abortRender: (reason: Error) => void = () => {};
    const timeout = setTimeout(() => abortRender(new Error("The page took too long to render.")), streamTimeout + 1000);
    /** The writable React pipes into: it keeps the pieces and joins them at the end. */
    const sink = {
      write(chunk: string) {
        parts.push(chunk);
        return true;
      },
      end() {
        clearTimeout(timeout);
        resolve({ html: parts.join(""), failed });
      },
      destroy(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink as unknown as NodeJS.WritableStream);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        // Errors of the shell itself are logged by React Router (handleError).
        if (!shellRendered) return;
        if (log) logError(log, "render", error);
        else console.error(error);
      },
    });
    abortRender = abort;
  });
}
