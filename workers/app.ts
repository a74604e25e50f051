import { createRequestHandler, RouterContextProvider } from "react-router";
import { readConfig } from "./config";
import { handleApi } from "./api/dispatch";
import { type AppContext, appContext } from "./context";
import { isCrossSiteWrite } from "./services/origin";
import { viewerFromRequest } from "./services/session";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const config = readConfig(env as unknown as Record<string, string>);
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
    return requestHandler(request, context);
  },
} satisfies ExportedHandler<Env>;
