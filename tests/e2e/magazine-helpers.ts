import type { Page } from "./fixtures";

/**
 * Popup-ad counters that never read 0, so no popup ad (the homepage has one,
 * ) covers what a test looks at.
 */
export async function withoutPopupAds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith("popupAdCounter:") ? "1" : getItem.call(this, key);
    };
  });
}

/**
 * A reader who has answered the privacy notice and whose popup-ad counters
 * never read 0. Only the popup tests leave the counters alone.
 */
export async function quietReader(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await withoutPopupAds(page);
}
