import * as v from "valibot";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { type PocketMessage, readPocketMessage } from "#app/rules/pocket/pocketMessages";
import { guidePaths } from "#machines/rules/guide/guide";
import { MyguideForm, writeOfForm } from "#machines/rules/guide/myguideForm";
import { myguideListPath, writeRequest } from "#machines/rules/guide/myguideWrites";
import { OFFLINE_PAGE_PATH } from "#machines/rules/pocket/offline";
import {
  ACCOUNT_HEADER,
  accountSignal,
  CACHE_LIMITS,
  isOutdatedPocketCache,
  isSignOutRequest,
  type PageKind,
  pocketCacheName,
  pocketRouteOf,
} from "#machines/rules/pocket/offlineCaches";
import { applyAccountSignal } from "./accounts";
import { keep, keptCopy, withSavedAtMeta } from "./keptResponses";
import { dropQueued, myguideQueue, queueChange, sendOrQueue } from "./myguideQueue";
import { apiPath, type PrecacheList, sw } from "./scope";

/**
 * The pocket guide's service worker: the guide's app shell and the offline
 * page precached at install; myguide, venue and city pages, myguide's data,
 * the map style and guide images kept as the reader uses them; myguide
 * changes made offline queued. A new version waits until a page asks it to
 * take over, which the page does when the reader follows a link.
 */

// Sign-outs are seen before any route answers: /logout by link or form, and the API's sign-out.
sw.addEventListener("fetch", (event) => {
  const { pathname } = new URL(event.request.url);
  if (isSignOutRequest(pathname, apiPath)) event.waitUntil(applyAccountSignal({ signedOut: true }, dropQueued));
});

// workbox-build replaces `self.__WB_MANIFEST` with the list, so it is spelled out here.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheList }).__WB_MANIFEST, {
  // The offline page is one page whatever it names in ?from.
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/],
});
cleanupOutdatedCaches();
clientsClaim();

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter(isOutdatedPocketCache).map((n) => caches.delete(n)))),
  );
});

const routeOf = (request: Request) =>
  pocketRouteOf({
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    url: new URL(request.url),
    origin: sw.location.origin,
    apiPath,
    referrer: request.referrer,
  });

/** After a page came from the network: act on who reads it, and keep it when it is a guide page. */
async function afterNetwork(request: Request, response: Response, kind: PageKind | "myguideData" | null) {
  const { pathname } = new URL(request.url);
  await applyAccountSignal(accountSignal(pathname, response.headers.get(ACCOUNT_HEADER)), dropQueued);
  if (kind) await keep(request, response, kind);
}

/** Where a page the device has not kept sends the reader: the offline page, naming the page asked for. */
function offlineRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return Response.redirect(`${OFFLINE_PAGE_PATH}?from=${encodeURIComponent(`${pathname}${search}`)}`, 302);
}

/** Every page load: the network first; offline, the kept copy (with when it was saved) or the offline page. */
registerRoute(
  ({ request }) => request.mode === "navigate" && new URL(request.url).pathname !== OFFLINE_PAGE_PATH,
  async ({ request, event }) => {
    const route = routeOf(request);
    const kind = route?.handler === "page" ? route.kind : null;
    try {
      const response = await fetch(request);
      event.waitUntil(afterNetwork(request, response.clone(), kind));
      return response;
    } catch {
      const kept = kind ? await keptCopy(request.url, kind) : undefined;
      return kept ? withSavedAtMeta(kept) : offlineRedirect(request);
    }
  },
);

/** Myguide's own list (the map of saved venues reads it) and kept pages' router data: network first, kept copy offline. */
registerRoute(
  ({ request }) => {
    const handler = routeOf(request)?.handler;
    return handler === "myguideData" || handler === "pageData";
  },
  async ({ request, event }) => {
    const route = routeOf(request);
    const kind = route?.handler === "pageData" ? route.kind : "myguideData";
    try {
      const response = await fetch(request);
      event.waitUntil(afterNetwork(request, response.clone(), kind));
      return response;
    } catch (error) {
      const kept = await keptCopy(request.url, kind);
      if (kept) return kept;
      throw error;
    }
  },
);

/** +myguide, -myguide and clear: sent, or queued while offline. */
for (const method of ["POST", "DELETE"] as const) {
  registerRoute(
    ({ request }) => routeOf(request)?.handler === "myguideWrite",
    ({ request }) => sendOrQueue(request),
    method,
  );
}

/** An address on this site, from a path or a form's field; anything else (another site, nonsense) is myguide. */
function onThisSite(value: string): string {
  const origin = sw.location.origin;
  try {
    const url = new URL(value, origin);
    if (url.origin === origin) return url.href;
  } catch {
    // Not an address at all.
  }
  return new URL(guidePaths.myguide, origin).href;
}

/**
 * The +/-myguide form, posted before the page's script ran (the same form works
 * without JavaScript): sent as it is, or offline turned into the /api change the
 * myguide machine would have queued, and answered with the page it came from.
 */
registerRoute(
  ({ request }) => routeOf(request)?.handler === "myguideForm",
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch {
      const form = v.safeParse(MyguideForm, Object.fromEntries(await copy.formData()));
      if (!form.success) return Response.redirect(onThisSite(guidePaths.myguide), 303);
      const { method, path } = writeRequest(writeOfForm(form.output), apiPath);
      await queueChange(new Request(onThisSite(path), { method, credentials: "same-origin" }));
      return Response.redirect(onThisSite(form.output.redirectTo ?? guidePaths.myguide), 303);
    }
  },
  "POST",
);

/** The map style: the network first; offline, the kept Natural Earth style (it needs no tiles), else the kept one. */
registerRoute(
  ({ request }) => routeOf(request)?.handler === "mapStyle",
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      event.waitUntil(keep(request, response.clone(), "map"));
      return response;
    } catch (error) {
      const kept = (await keptCopy(offlineStyleUrl(), "map")) ?? (await keptCopy(new URL(request.url).href, "map"));
      if (kept) return kept;
      throw error;
    }
  },
);

/**
 * The router's route discovery: the network; offline, "nothing to add". A kept
 * page already holds the routes it shows, and following a link offline loads a
 * whole page (InAppNavigation), but a dynamic route (a venue) asks again on each
 * history step in the page (the map's): failing, the router would show an error
 * in place of a page that works.
 */
registerRoute(
  ({ request }) => routeOf(request)?.handler === "routeManifest",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return Response.json({}, { headers: { "cache-control": "no-store" } });
    }
  },
);

const offlineStyleUrl = () => new URL("/artguide/map/style.json?basemap=offline", sw.location.origin).href;

/** Guide images, at the size the page chose: kept on first sight. */
registerRoute(
  ({ request }) => routeOf(request)?.handler === "image",
  new CacheFirst({
    cacheName: pocketCacheName("images", null),
    plugins: [new ExpirationPlugin({ maxEntries: CACHE_LIMITS.images ?? 240, purgeOnQuotaError: true })],
  }),
);

/** Fetches and keeps pages a page asked for (the venues of saved shows, the offline map style). */
async function keepUrls(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const target = new URL(url, sw.location.origin);
    if (target.origin !== sw.location.origin) continue;
    const isStyle = target.pathname === "/artguide/map/style.json";
    const request = new Request(target.href, { credentials: "same-origin" });
    const isData = target.pathname.endsWith(".data");
    const route = isStyle
      ? null
      : pocketRouteOf({
          method: "GET",
          mode: isData ? "cors" : "navigate",
          destination: "document",
          url: target,
          origin: sw.location.origin,
          apiPath,
          referrer: "",
        });
    const myguideData = target.pathname === myguideListPath(apiPath);
    // A venue page already kept stays as it is until the reader opens it again.
    if (route?.handler === "page" && route.kind === "venue" && (await keptCopy(target.href, "venue"))) continue;
    try {
      const response = await fetch(request);
      if (isStyle) await keep(request, response, "map");
      else if (myguideData) await afterNetwork(request, response, "myguideData");
      else if (route?.handler === "page" || route?.handler === "pageData")
        await afterNetwork(request, response, route.kind);
      else if (/^\/(assets\/)?media\//.test(target.pathname))
        await (await caches.open(pocketCacheName("images", null))).put(request, response);
    } catch {
      // Offline again: the page asks next time.
    }
  }
}

async function onMessage(message: PocketMessage): Promise<void> {
  switch (message.type) {
    case "SKIP_WAITING":
      await sw.skipWaiting();
      return;
    case "SIGNED_OUT":
      await applyAccountSignal({ signedOut: true }, dropQueued);
      return;
    case "KEEP":
      await keepUrls(message.urls);
      return;
    case "REPLAY": {
      const before = (await myguideQueue.size()) > 0;
      await myguideQueue.replayRequests().catch(() => undefined);
      // The kept myguide shows the changes that just reached the server.
      if (before) await keepUrls(["/artguide/myguide", myguideListPath(apiPath)]);
      return;
    }
  }
}

sw.addEventListener("message", (event) => {
  const message = readPocketMessage(event.data);
  if (message) event.waitUntil(onMessage(message));
});
