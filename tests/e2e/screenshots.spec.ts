import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

// Screenshots for review. Written to screenshots/,
// which is not committed; the assertions check what a reader would notice first.
const pages = [
  ["home", "/"],
  ["news", "/news"],
  ["article", "/news/the-new-york-art-foundation-names-mira-castellanos-director-1"],
  ["search", "/search?search=gallery"],
  ["guide-new-york", "/artguide/place/new-york?category=galleries"],
  ["print-archive", "/print/archive"],
] as const;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });
    for (const [name, path] of pages) {
      test(`${name} shows its masthead and images`, async ({ page }) => {
        await quietReader(page);
        await page.goto(path);
        await expect(page.getByTestId("masthead")).toBeVisible();
        const firstImage = page.locator("main img:visible").first();
        await expect(firstImage).toBeVisible();
        // A seeded image really loaded (not a broken icon).
        expect(await firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: false });
      });
    }
  });
}
