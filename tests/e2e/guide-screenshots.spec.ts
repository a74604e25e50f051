import { expect, test } from "./fixtures";

// Guide screenshots for review, written to screenshots/:
// a place page, a venue, and the subscriber's myguide.
for (const width of [1280, 390]) {
  test.describe(`guide at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    });

    test("a place page shows its listings", async ({ page }) => {
      await page.goto("/artguide/place/new-york?category=all");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator(".g-card").first()).toBeVisible();
      await page.screenshot({ path: `screenshots/guide-place-${width}.png`, fullPage: false });
    });

    test("a venue shows its block and phone", async ({ page }) => {
      await page.goto("/artguide/place/berlin?category=galleries");
      await page.locator(".g-card__venue-name a").first().click();
      await expect(page.locator(".g-venue--detail")).toBeVisible();
      await expect(page.locator(".g-venue--detail a[href^='tel:']")).toHaveText(/^\+49-/);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const image = page.locator(".g-venue--detail img").first();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await page.screenshot({ path: `screenshots/guide-venue-${width}.png`, fullPage: false });
    });

    test("myguide lists the subscriber's shows", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
      await page.goto("/artguide/myguide");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator(".g-card")).toHaveCount(4);
      await page.screenshot({ path: `screenshots/guide-myguide-${width}.png`, fullPage: false });
    });
  });
}
