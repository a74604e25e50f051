/**
 * A new version of the site waits to take over (registerPocketGuide.ts marks it):
 * site links then load as whole pages, so the next page comes under the new
 * version's worker. Kept apart from the registration so that reading the mark
 * does not load the service worker's library with the page.
 */
export function markNewVersionWaiting(): void {
  document.documentElement.dataset.updateReady = "true";
}

export function newVersionWaits(): boolean {
  return document.documentElement.dataset.updateReady === "true";
}
