import { Workbox } from "workbox-window";
import { navigationForClick } from "#app/components/navigation/linkClick";
import { startActor } from "#app/lib/actors";
import { markNewVersionWaiting } from "#app/lib/pocket/newVersionWaiting";
import { addressesToKeep } from "#app/rules/pocket/pocketKeep";
import type { PocketMessage } from "#app/rules/pocket/pocketMessages";
import { versionTakeoverMachine } from "#machines/versionTakeover";

export interface PocketHooks {
  /** A new version's worker is installed and waits for the next page. */
  onUpdateReady: () => void;
}

const sameOriginPath = (href: string) => {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
};

/** Tells the active worker something; nothing happens without one. */
async function post(message: PocketMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Anything a click or a submit leaves by: sign-out links and forms are told to the worker. */
function isSignOut(target: EventTarget | null, kind: "click" | "submit"): boolean {
  if (!(target instanceof Element)) return false;
  const address =
    kind === "click" ? target.closest("a[href]")?.getAttribute("href") : target.closest("form")?.getAttribute("action");
  return typeof address === "string" && /^\/logout([?#]|$)/.test(address);
}

/**
 * A plain click on a site link while a new version (`incoming`) waits: the
 * new worker takes over first, then the link loads as a whole page under it
 * (the order and the waits are the version takeover machine's).
 */
function followUnderNewVersion(event: MouseEvent, incoming: ServiceWorker | null, skipWaiting: () => void): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const { origin, pathname, search, hash } = window.location;
  if (!navigationForClick(event, link, { origin, path: `${pathname}${search}${hash}` })) return;
  event.preventDefault();
  const machine = versionTakeoverMachine.provide({
    actions: { skipWaiting, followLink: () => window.location.assign(link.href) },
  });
  const actor = startActor(machine, { input: { workerState: incoming?.state ?? null } });
  navigator.serviceWorker.addEventListener("controllerchange", () => actor.send({ type: "TOOK_OVER" }), { once: true });
  incoming?.addEventListener("statechange", () => actor.send({ type: "WORKER_STATE", state: incoming.state }));
}

/**
 * Registers the pocket guide's service worker (/sw.js) once the page is
 * idle, and is the page's side of it: a waiting new version takes over when
 * the reader follows a link (never mid-page), a sign-out is told at once,
 * queued myguide changes are sent on load and when the connection returns,
 * and a guide page asks for what it needs offline.
 */
export function registerPocketGuide(apiPath: string, hooks: PocketHooks): void {
  const wb = new Workbox(`/sw.js?api=${encodeURIComponent(apiPath)}`, { scope: "/" });
  const uncontrolled = navigator.serviceWorker.controller === null;
  let updateReady = false;
  let incoming: ServiceWorker | null = null;
  wb.addEventListener("waiting", (event) => {
    updateReady = true;
    incoming = event.sw ?? null;
    markNewVersionWaiting();
    hooks.onUpdateReady();
  });
  window.addEventListener(
    "click",
    (event) => {
      if (isSignOut(event.target, "click")) void post({ type: "SIGNED_OUT" });
      else if (updateReady) followUnderNewVersion(event, incoming, () => wb.messageSkipWaiting());
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      if (isSignOut(event.target, "submit")) void post({ type: "SIGNED_OUT" });
    },
    true,
  );
  window.addEventListener("online", () => void post({ type: "REPLAY" }));

  void wb.register().then(async () => {
    await post({ type: "REPLAY" });
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".g-card__venue-name a[href]")];
    const images = [...document.images].map((img) => img.currentSrc || img.src);
    const urls = addressesToKeep({
      pathname: window.location.pathname,
      search: window.location.search,
      uncontrolled,
      venueHrefs: links.map((a) => sameOriginPath(a.href)).filter((p): p is string => p !== null),
      imageSrcs: images.map(sameOriginPath).filter((p): p is string => p !== null && /^\/(assets\/)?media\//.test(p)),
      apiPath,
    });
    if (urls.length > 0) await post({ type: "KEEP", urls });
  });
}
