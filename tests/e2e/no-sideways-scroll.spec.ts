import { expect, test } from "./fixtures";

// No page scrolls sideways at 390 px, whatever the reader typed: a long search term
// quoted in a heading breaks instead of widening the page.
const LONG = "grammarofornament".repeat(7); // 119 letters, no space

for (const path of [`/search?search=${LONG}`, `/artguide/search?search=${LONG}`]) {
  test(`${path.split("?")[0]} with a 119-letter term stays 390 px wide`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto(path);
    await expect(page.locator("h1").first()).toContainText(LONG.slice(0, 20));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}
