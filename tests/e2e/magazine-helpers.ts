import type { Page } from "@playwright/test";

/**
 * A reader who has answered the privacy notice and whose popup-ad counters
 * never read 0, so no popup covers what a test looks at. Only the popup test
 * leaves the counters alone.
 */
export async function quietReader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem("privacyAccepted", "1");
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith("popupAdCounter:") ? "1" : getItem.call(this, key);
    };
  });
}
