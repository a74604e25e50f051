import { createRequestHandler, RouterContextProvider } from "react-router";
import { type AppConfig, readConfig } from "./config";
import { handleApi } from "./api/dispatch";
import { type AppContext, appContext, cspNonceContext } from "./context";
import { isCrossSiteWrite } from "./services/origin";
import { misconfiguredResponse, missingProductionSecrets } from "./services/deployCheck";
import { withEdgeCache } from "./services/edgeCache";
import { newCspNonce, securityHeaders, withSecurityHeaders } from "./services/securityHeaders";
import { viewerFromRequest } from "./services/session";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const config = readConfig(env as unknown as Record<string, string>);
    const missing = missingProductionSecrets(config);
    if (missing.length > 0) return misconfiguredResponse(missing);
    const nonce = newCspNonce();
    return withSecurityHeaders(await respond(request, env, ctx, config, nonce), securityHeaders(config, nonce));
  },
} satisfies ExportedHandler<Env>;

/** Everything but the security headers, which `fetch` adds to every answer. */
async function respond(request: Request, env: Env, ctx: ExecutionContext, config: AppConfig, nonce: string): Promise<Response> {
  const { pathname } = new URL(request.url);
  const isApi = pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`);
  if (isCrossSiteWrite(request, [new URL(config.baseUrl).origin])) {
    const message = "This request came from another site and was refused.";
    return isApi
      ? Response.json({ error: message }, { status: 403 })
      : new Response(message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const viewer = await viewerFromRequest(request, env.DB);
  const app: AppContext = { env, ctx, config, db: env.DB, viewer };
  if (isApi) {
    return handleApi(request, app);
  }
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(cspNonceContext, nonce);
  // Anonymous pages come from the edge cache when they can (workers/services/edgeCache.ts).
  return withEdgeCache(request, ctx, { build: __BUILD_ID__, adminPaths: [__ADMIN_PATH__, __ARTGUIDE_ADMIN_PATH__], nonce }, () =>
    requestHandler(request, context),
  );
}
