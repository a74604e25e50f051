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
