import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { OFFLINE_PAGE_PATH } from "#machines/rules/pocket/offline";
import type { ReaderRegion, RequestLog } from "#workers/requestScope";
import { pocketAccountKey, withPocketAccount } from "#workers/services/account/pocketAccount";
import { viewerFromRequest } from "#workers/services/account/session";
import { provideAreaServices } from "#workers/services/areas";
import { type RenderFor, withEdgeCache } from "#workers/services/cache/edgeCache";
import { forgetViewer, isPageRead } from "#workers/services/cache/keptViewers";
import { pageVariantOf } from "#workers/services/cache/pageVariant";
import { openReadSession } from "#workers/services/data/readReplicas";
import { countRowsRead, ROWS_READ_HEADER } from "#workers/services/data/rowsReadCounter";
import { type CallerProps, callerProps, configFor } from "#workers/services/http/callerProps";
import { readCookies } from "#workers/services/http/cookies";
import { isLocalSite, misconfiguredResponse, missingProductionSecrets } from "#workers/services/http/deployCheck";
import { envWithFaults, type Faults, failingCache } from "#workers/services/http/faults";
import { isCrossSiteWrite } from "#workers/services/http/origin";
import { readerRegion } from "#workers/services/http/readerRegion";
import { requestIdOf } from "#workers/services/http/requestId";
import { logError, logRequest, startRequestLog } from "#workers/services/http/requestLog";
import { type MatchedPage, matchPage } from "#workers/services/http/routePrivacy";
import {
  contentSecurityPolicy,
  newCspNonce,
  securityHeaders,
  withSecurityHeaders,
} from "#workers/services/http/securityHeaders";
import { RETRY_AFTER_SECONDS } from "#workers/services/http/serviceUnavailable";
import { followTestToday } from "#workers/services/http/testClock";
import { uncaughtErrorResponse } from "#workers/services/http/uncaughtError";
import { meterOutcomeFor } from "#workers/services/magazine/meter";
import { mailProviderFor, requeueLostMail } from "#workers/services/mail/mail";
import { handleMailBatch } from "#workers/services/mail/mailDelivery";
import { releaseUnpaidOrders } from "#workers/services/shop/unpaidOrders";
import { handleApi } from "./api/dispatch";
import { type AppConfig, readConfig } from "./config";
import {
  type AppContext,
  appContext,
  cspNonceContext,
  ownViewer,
  requestIdContext,
  requestLogContext,
} from "./context";

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
  /** The dependencies a test caller asked to fail (CallerProps). */
  faults?: Faults;
  /** Report each answer's D1 rows read (the bench's MEASURE_D1_ROWS, or a test caller). */
  measureRowsRead: boolean;
}

/** The site's settings and the secrets missing from them, read once per isolate: its env does not change. */
const settingsByEnv = new WeakMap<object, Settings>();
function settingsOf(env: Env): Settings {
  let settings = settingsByEnv.get(env);
  if (!settings) {
    const config = readConfig(env as unknown as Record<string, string>);
    if (isLocalSite(config)) followTestToday(config.testToday);
    settings = {
      config,
      missing: missingProductionSecrets(config),
      ownOrigins: [new URL(config.baseUrl).origin],
      measureRowsRead: (env.MEASURE_D1_ROWS as string) === "1",
    };
    settingsByEnv.set(env, settings);
  }
  return settings;
}

/** The settings as a caller holding a binding to this Worker asked for them (the tests): the isolate's own otherwise. */
function settingsFor(env: Env, props: CallerProps): Settings {
  const settings = settingsOf(env);
  if (
    props.publicDataSeconds === undefined &&
    props.keptViewerSeconds === undefined &&
    props.failure === undefined &&
    !props.measureRowsRead
  )
    return settings;
  return {
    ...settings,
    config: configFor(settings.config, props),
    failure: props.failure,
    faults: props.faults,
    measureRowsRead: settings.measureRowsRead || props.measureRowsRead === true,
  };
}

export default {
  async fetch(request, env, ctx) {
    // One JSON log line per request, and one per error, under the same id.
    const log = startRequestLog(request, requestIdOf(request));
    let response: Response;
    try {
      response = await serve(request, env, ctx, log);
    } catch (error) {
      // Whatever escaped React Router and the API table: the site's 500, never workerd's page with the message.
      logError(log, "entry", error);
      const config = readConfig(env as unknown as Record<string, string>);
      const { pathname } = new URL(request.url);
      response = uncaughtErrorResponse(
        log.requestId,
        pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`),
        config,
        error,
      );
    }
    logRequest(log, response);
    return response;
  },

  /** The mail queue and its dead-letter queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env) {
    await handleMailBatch(batch, { db: env.DB, provider: mailProviderFor(settingsOf(env).config) });
  },

  /** The Cron Trigger (wrangler.toml [triggers]): unpaid orders give their copies back. */
  async scheduled(_controller, env) {
    settingsOf(env); // the app's clock: a local site's TEST_TODAY
    // Each task on its own: one that fails leaves the other done, and the next run tries again.
    const now = new Date();
    const done = await Promise.allSettled([
      releaseUnpaidOrders(env.DB, now),
      requeueLostMail(env.MAIL_QUEUE, env.DB, now),
    ]);
    const failed = done.find((task) => task.status === "rejected");
    if (failed) throw failed.reason;
  },
} satisfies ExportedHandler<Env>;

async function serve(incoming: Request, realEnv: Env, ctx: ExecutionContext, log: RequestLog): Promise<Response> {
  const settings = settingsFor(realEnv, callerProps(ctx));
  const env = envWithFaults(realEnv, settings.faults);
  const { config, missing } = settings;
  if (missing.length > 0) return misconfiguredResponse(missing);
  const url = new URL(incoming.url);
  // The offline page is kept on every reader's device: it is always rendered for nobody.
  const request = url.pathname === OFFLINE_PAGE_PATH ? withoutCookies(incoming) : incoming;
  const { pathname } = url;
  const isApi = pathname === config.apiPath || pathname.startsWith(`${config.apiPath}/`);
  const region = readerRegion(request, config);
  // Reads from the nearest copy of the database, the reader's own writes read back (readReplicas.ts).
  const session = openReadSession(env.DB, request);
  // The bench's measurement of rows read per request, the edge cache's reads included (never set in production).
  const counter = settings.measureRowsRead ? countRowsRead(session.db) : null;
  const scope: RequestScope = { request, url, env, db: counter?.db ?? session.db, ctx, settings, isApi, region, log };
  const render = (renderFor?: RenderFor) => respond(scope, renderFor);
  let response: Response;
  if (isApi) response = await render();
  else {
    // The route this address renders decides what may be kept or shared, before any cache lookup.
    const page = matchPage((await loadServerBuild()).routes, pathname);
    if (page.canonicalPath !== pathname && isDocumentRead(request, pathname))
      return canonicalRedirect(url, page.canonicalPath);
    response = await throughEdgeCache(scope, page, render);
    if (page.privacy === "personal") response = privateAnswer(response);
  }
  const bookmark = session.bookmarkCookie();
  // A failure names its request (the reference its page shows); a dependency that did not answer says when to try again.
  const failed = response.status >= 500;
  if (bookmark || failed) {
    response = new Response(response.body, response);
    if (bookmark) response.headers.append("set-cookie", bookmark);
    if (failed && !response.headers.has("x-request-id")) response.headers.set("x-request-id", log.requestId);
    if (response.status === 503 && !response.headers.has("retry-after"))
      response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  }
  if (!counter) return response;
  const counted = new Response(response.body, response);
  counted.headers.set(ROWS_READ_HEADER, String(counter.rowsRead()));
  return counted;
}

/** One request as the entry serves it: what every step below needs, in one place. */
interface RequestScope {
  request: Request;
  url: URL;
  env: Env;
  /** The request's database session (readReplicas.ts), counted when measuring. */
  db: D1Database;
  ctx: ExecutionContext;
  settings: Settings;
  isApi: boolean;
  region: ReaderRegion;
  log: RequestLog;
}

/** Anonymous pages come from the edge cache when they can: a hit needs no session lookup and no render. */
function throughEdgeCache(
  scope: RequestScope,
  { privacy, routeIds }: MatchedPage,
  render: (renderFor?: RenderFor) => Promise<Response>,
): Promise<Response> {
  const { request, db, ctx, url, settings, region, log } = scope;
  const { config } = settings;
  const now = Date.now();
  return withEdgeCache(
    request,
    ctx,
    {
      url,
      variant: {
        build: __BUILD_ID__,
        region,
        day: new Date(now).toISOString().slice(0, 10),
        page: pageVariantOf(routeIds, url, readCookies(request), now),
      },
      privacy,
      ...(settings.faults?.cache ? { cache: failingCache } : {}),
      policyFor: (hashes) => contentSecurityPolicy(config, { hashes }),
      meterFor: (articleId, viewer) => meterOutcomeFor(request, { db, config, viewer }, articleId),
      viewerOf: () => viewerFromRequest(request, db, config.keptViewerSeconds),
      accountKeyOf: (viewer) => pocketAccountKey(viewer.id),
      log,
    },
    render,
  );
}

/** A rendered answer with its security headers and its own CSP nonce. */
async function respond(scope: RequestScope, renderFor?: RenderFor): Promise<Response> {
  const nonce = newCspNonce();
  return withSecurityHeaders(await answer(scope, nonce, renderFor), securityHeaders(scope.settings.config, { nonce }));
}

async function answer(scope: RequestScope, nonce: string, renderFor?: RenderFor): Promise<Response> {
  const { request, env, db, ctx, settings, isApi, region, log } = scope;
  const { config, ownOrigins } = settings;
  if (settings.failure !== undefined) throw new Error(settings.failure);
  if (isCrossSiteWrite(request, ownOrigins)) {
    const message = "This request came from another site and was refused.";
    return isApi
      ? Response.json({ error: message }, { status: 403 })
      : new Response(message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const viewer = renderFor ? renderFor.viewer : await viewerFromRequest(request, db, config.keptViewerSeconds);
  const app: AppContext = {
    env,
    ctx,
    config,
    db,
    viewer,
    region,
    meterDecided: renderFor?.meter ?? undefined,
    meterSharedReader: renderFor?.meterSharedReader,
  };
  const response = isApi ? await handleApi(request, app, log) : await renderPage(request, app, nonce, log);
  // Whatever an action changed of its reader (signed out, subscribed, renamed), their next page shows it.
  const reader = ownViewer({ viewer });
  if (reader && !isPageRead(request)) forgetViewer(reader.id);
  return withPocketAccount(response, reader);
}

function renderPage(request: Request, app: AppContext, nonce: string, log: RequestLog): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, app);
  provideAreaServices(context, app);
  context.set(cspNonceContext, nonce);
  context.set(requestIdContext, log.requestId);
  context.set(requestLogContext, log);
  return requestHandler(request, context);
}

/** A page read by a browser (not a form post, not React Router's data request for it). */
function isDocumentRead(request: Request, pathname: string): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !pathname.endsWith(".data");
}

/** One page, one address: any other spelling of a route's path is sent to its own. */
function canonicalRedirect(url: URL, canonicalPath: string): Response {
  return new Response(null, { status: 301, headers: { location: `${canonicalPath}${url.search}` } });
}

/** A personal route's answer is never stored by a browser or a proxy, whatever its loader said. */
function privateAnswer(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("cache-control", "private, no-store");
  return answer;
}

function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request, { headers });
}
