import { useEffect } from "react";
import { useNavigate } from "react-router";
import { networkUnreliable } from "#app/lib/pocket/keptPage";
import { newVersionWaits } from "#app/lib/pocket/newVersionWaiting";
import { whenSettled } from "#app/lib/timing";
import { navigationForClick } from "./linkClick";

/** Site links (components/navigation/Link.tsx) carry this attribute. */
const SITE_LINK = "a[data-site-link]";

/** Where a reader reaches for a link: a pointer over it, a finger on it, the keyboard's focus. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Asks React Router to discover a site link's route as the reader reaches for
 * it: its discovery watches for `data-discover` appearing. Not on load: each
 * route found re-renders the whole page when it arrives, which on a guide page
 * of 143 listings was half of React's work after hydration.
 */
function discoverOnIntent(event: Event) {
  // Asking the router would only keep the old version's worker busy answering, and the new version
  // takes over once that worker is idle.
  if (newVersionWaits()) return;
  const link = event.target instanceof Element ? event.target.closest(SITE_LINK) : null;
  if (link instanceof HTMLAnchorElement) discover(link);
}

function discover(link: HTMLAnchorElement) {
  if (!link.hasAttribute("data-discover")) link.dataset.discover = "true";
}

/**
 * Once the page has settled, the links to the page's own address: a page of a
 * route with parameters (a city, a venue) asks the router again for its route
 * on its first step in the page (a filter, the map's history entry), and this
 * answer adds no route, so nothing renders again.
 */
function discoverThisPage() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SITE_LINK))
    if (link.pathname === window.location.pathname) discover(link);
}

/**
 * The one click listener behind every site <Link>: a plain left click on one
 * navigates in-app, as React Router's own <Link> would. It listens on the
 * window, so the links' own onClick handlers (React's, on the document) have
 * run first and may have taken the click. A link not yet discovered still
 * navigates in-app: the router fetches its route first.
 */
export function InAppNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, discoverOnIntent, { capture: true, passive: true });
    const cancelSettled = whenSettled(discoverThisPage);
    return () => {
      cancelSettled();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, discoverOnIntent, { capture: true });
    };
  }, []);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(SITE_LINK) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const { origin, pathname, search, hash } = window.location;
      const next = navigationForClick(event, link, { origin, path: `${pathname}${search}${hash}` });
      // Offline, on a page the device served (the site could not be reached, even if the browser
      // says it is online), or with a new version waiting, the link loads as a whole page: the
      // service worker answers it from the device, or the new version takes over for it.
      if (!next || networkUnreliable() || newVersionWaits()) return;
      event.preventDefault();
      void navigate(next.to, { replace: next.replace, preventScrollReset: next.preventScrollReset });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
