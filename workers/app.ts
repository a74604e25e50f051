import { createRequestHandler, RouterContextProvider } from "react-router";
import { readConfig } from "./config";
import { appContext } from "./context";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const config = readConfig(env as unknown as Record<string, string>);
    const context = new RouterContextProvider();
    context.set(appContext, { env, ctx, config, db: env.DB, viewer: null });
    return requestHandler(request, context);
  },
} satisfies ExportedHandler<Env>;
