import { createRequestHandler, RouterContextProvider } from "react-router";
import { readConfig } from "./config";
import { handleApi } from "./api/dispatch";
import { type AppContext, appContext } from "./context";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const config = readConfig(env as unknown as Record<string, string>);
    const app: AppContext = { env, ctx, config, db: env.DB, viewer: null };
    const { pathname } = new URL(request.url);
    if (pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`)) {
      return handleApi(request, app);
    }
    const context = new RouterContextProvider();
    context.set(appContext, app);
    return requestHandler(request, context);
  },
} satisfies ExportedHandler<Env>;
