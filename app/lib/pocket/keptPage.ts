/**
 * When the page the browser loaded was saved on the device, as the service
 * worker's meta tag says (app/serviceWorker/keptResponses.ts); null for a page
 * from the network. Read when this module first runs: before hydration, which
 * renders the head again without the tag.
 */
export const SAVED_AT_OF_THIS_PAGE =
  typeof document === "undefined"
    ? null
    : (document.querySelector('meta[name="pocket-saved-at"]')?.getAttribute("content") ?? null);

/**
 * Whether this page cannot count on the network: the browser says it is offline, or the
 * page itself came from the device because the site could not be reached (a browser can
 * still say "online" then: a network that fails, or Chromium 150's offline emulation).
 */
export function networkUnreliable(): boolean {
  return !navigator.onLine || SAVED_AT_OF_THIS_PAGE !== null;
}
