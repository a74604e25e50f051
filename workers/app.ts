import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { handleApi } from "./api/dispatch";
import { type AppConfig, readConfig } from "./config";
import { type AppContext, appContext, cspNonceContext, requestIdContext } from "./context";
import { type CallerProps, callerProps, configFor } from "./services/callerProps";
import { misconfiguredResponse, missingProductionSecrets } from "./services/deployCheck";
import { withEdgeCache } from "./services/edgeCache";
import { mailProviderFor } from "./services/mail";
import { handleMailBatch } from "./services/mailDelivery";
import { isCrossSiteWrite } from "./services/origin";
import { type ReaderRegion, readerRegion } from "./services/readerRegion";
import { requestIdOf } from "./services/requestId";
import { contentSecurityPolicy, newCspNonce, securityHeaders, withSecurityHeaders } from "./services/securityHeaders";
import { viewerFromRequest } from "./services/session";
import { logUncaughtError, uncaughtErrorResponse } from "./services/uncaughtError";

const loadServerBuild = () => import("virtual:react-router/server-build");

/**
 * Given a function, React Router rebuilds its route tables (every route's
 * path compiled and ranked) on each request, which development needs for hot
 * reloads; a built Worker's routes never change, so it derives them once.
 */
const requestHandler: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadServerBuild, import.meta.env.MODE)
  : (() => {
      let handler: RequestHandler | undefined;
      return async (request, context) => {
        handler ??= createRequestHandler(await loadServerBuild(), import.meta.env.MODE);
        return handler(request, context);
      };
    })();

interface Settings {
  config: AppConfig;
  missing: string[];
  /** The origins a write may come from: the site's own (BASE_URL). */
  ownOrigins: string[];
  /** The failure a test caller asked for (CallerProps). */
  failure?: string;
}

/** The site's settings and the secrets missing from them, read once per isolate: its env does not change. */
const settingsByEnv = new WeakMap<object, Settings>();
function settingsOf(env: Env): Settings {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    const config = readConfig(env as unknown as Record<string, string>);
    settings = { config, missing: missingProductionSecrets(config), ownOrigins: [new URL(config.baseUrl).origin] };
    settingsByEnv.set(env, settings);
  }
  return settings;
}

/** The settings as a caller holding a binding to this Worker asked for them (the tests): the isolate's own otherwise. */
function settingsFor(env: Env, props: CallerProps): Settings {
  const settings = settingsOf(env);
  if (props.publicDataSeconds === undefined && props.failure === undefined) return settings;
  return { ...settings, config: configFor(settings.config, props), failure: props.failure };
}

export default {
  async fetch(request, env, ctx) {
    const requestId = requestIdOf(request);
    try {
      return await serve(request, env, ctx, requestId);
    } catch (error) {
      // Whatever escaped React Router and the API table: the site's 500, never workerd's page with the message.
      logUncaughtError(request, requestId, error);
      const config = readConfig(env as unknown as Record<string, string>);
      const { pathname } = new URL(request.url);
      return uncaughtErrorResponse(
        requestId,
        pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`),
        config,
      );
    }
  },

  /** The mail queue and its dead-letter queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env) {
    await handleMailBatch(batch, { db: env.DB, provider: mailProviderFor(settingsOf(env).config) });
  },
} satisfies ExportedHandler<Env>;

async function serve(request: Request, env: Env, ctx: ExecutionContext, requestId: string): Promise<Response> {
  const settings = settingsFor(env, callerProps(ctx));
  const { config, missing } = settings;
  if (missing.length > 0) return misconfiguredResponse(missing);
  const url = new URL(request.url);
  const { pathname } = url;
  const isApi = pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`);
  const region = readerRegion(request, config);
  const render = () => respond(request, env, ctx, settings, isApi, region, requestId);
  if (isApi) return render();
  // Anonymous pages come from the edge cache when they can: a hit needs no session lookup and no render.
  return withEdgeCache(
    request,
    ctx,
    {
      url,
      variant: { build: __BUILD_ID__, region, day: new Date().toISOString().slice(0, 10) },
      adminPaths: [__ADMIN_PATH__, __ARTGUIDE_ADMIN_PATH__],
      policyFor: (hashes) => contentSecurityPolicy(config, { hashes }),
    },
    render,
  );
}

/** A rendered answer with its security headers and its own CSP nonce. */
async function respond(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  settings: Settings,
  isApi: boolean,
  region: ReaderRegion,
  requestId: string,
): Promise<Response> {
  const nonce = newCspNonce();
  return withSecurityHeaders(
    await answer(request, env, ctx, settings, isApi, region, nonce, requestId),
    securityHeaders(settings.config, { nonce }),
  );
}

async function answer(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  settings: Settings,
  isApi: boolean,
  region: ReaderRegion,
  nonce: string,
  requestId: string,
): Promise<Response> {
  const { config, ownOrigins } = settings;
  if (settings.failure !== undefined) throw new Error(settings.failure);
  if (isCrossSiteWrite(request, ownOrigins)) {
    const message = "This request came from another site and was refused.";
    return isApi
      ? Response.json({ error: message }, { status: 403 })
      : new Response(message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const viewer = await viewerFromRequest(request, env.DB);
  const app: AppContext = { env, ctx, config, db: env.DB, viewer, region };
  if (isApi) return handleApi(request, app);
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(cspNonceContext, nonce);
  context.set(requestIdContext, requestId);
  return requestHandler(request, context);
}
