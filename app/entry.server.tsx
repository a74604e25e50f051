// React's Node build (nodejs_compat provides util, crypto, async_hooks and
// stream): the same web-stream API as the edge build, but it writes strings into
// one buffer where the edge build makes a TextEncoder call for every attribute
// and text, which made a listing page's render about a fifth slower in workerd.
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "../workers/context";
import { lowPriorityModulePreloads } from "./lib/lowPriorityModulePreloads.server";
import { NonceProvider } from "./lib/nonce";

/**
 * React Router's web entry, plus the CSP nonce the Worker entry chose for this
 * response. The page is sent whole, not streamed: no route suspends (every
 * loader has answered before rendering starts), so streaming would only
 * have cut the same bytes into pieces, and the whole page lets its head be
 * adjusted (lowPriorityModulePreloads) at no measurable cost.
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
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself are logged by React Router.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Read once everything is ready: React then writes the loader data's Suspense
  // boundary in place, instead of a fallback, its content later and the inline
  // script that swaps them (about 1 kB less per page, and less work).
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  const html = lowPriorityModulePreloads(new Uint8Array(await new Response(body).arrayBuffer()));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
