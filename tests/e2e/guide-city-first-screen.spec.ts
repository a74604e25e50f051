import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

// Issue 52 point 12: a city page shows a listing on its first screen, its cards
// stay short on a phone, and the corner SUBSCRIBE tab never sits on its text.

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("the first listing, its image and its artists, are on the first 900 px screen", async ({ page }) => {
    await page.goto("/artguide/place/new-york");
    const card = page.locator(".g-card").first();
    const box = (await card.boundingBox())!;
    const artists = (await card.locator(".g-card__title").boundingBox())!;
    expect(box.y + 60, `first card at ${box.y}px`).toBeLessThan(900);
    expect(artists.y, `its artists at ${artists.y}px`).toBeLessThan(900);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("a card is well under half of what it was (about 900 px)", async ({ page }) => {
    await page.goto("/artguide/place/new-york");
    const heights = await page
      .locator(".g-card")
      .evaluateAll((cards) => cards.slice(0, 8).map((card) => card.getBoundingClientRect().height));
    const median = [...heights].sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
    expect(median, heights.join(", ")).toBeLessThan(620);
  });

  test("the filters and both layouts stay 390 px wide", async ({ page }) => {
    for (const path of ["/artguide/place/new-york", "/artguide/place/new-york?view=list&when=week"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test("the SUBSCRIBE tab hides while the corner holds the page's text", async ({ page }) => {
    await page.goto("/artguide/place/new-york");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const tab = page.getByTestId("subscribe-tab");
    for (const y of [600, 1400, 2200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(async () => {
          const shown = await tab.evaluate((el) => !el.hasAttribute("data-hidden"));
          if (!shown) return "clear";
          // Shown: nothing to read under it.
          return tab.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const under = document
              .elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
              .find((hit) => !el.contains(hit));
            const text = [...(under?.childNodes ?? [])].some((n) => n.nodeType === 3 && n.textContent?.trim());
            return text ? `covers ${under?.outerHTML.slice(0, 60)}` : "clear";
          });
        })
        .toBe("clear");
    }
  });
});
