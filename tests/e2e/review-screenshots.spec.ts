import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";
import { fewCopiesPurchasePath } from "./shop-helpers";

// Review screenshots of the pages a reader meets first, at 1280 and 390 px: the
// leaderboard and header, an article, news after a fast scroll, a cart line over
// stock and the subscribe form. Written to $SHOTS_DIR (default screenshots/, not committed).
const dir = process.env.SHOTS_DIR ?? "screenshots";

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });
    test.beforeEach(async ({ page }) => quietReader(page));

    test("home: leaderboard, header with its subscribe button and cart", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("leaderboard")).toBeVisible();
      await expect(page.getByTestId("header-subscribe")).toBeVisible();
      await expect(page.getByTestId("site-header").getByTestId("cart-widget")).toBeVisible();
      await page.screenshot({ path: `${dir}/home-${width}.png` });
    });

    test("an article", async ({ page, request }) => {
      const list = await (await request.get("/api/items?category=news&pageSize=1")).json();
      await page.goto(list._embedded.items[0].url);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.screenshot({ path: `${dir}/article-${width}.png` });
    });

    test("news after a fast scroll", async ({ page }) => {
      await page.goto("/news");
      const cards = page.getByTestId("article-card");
      await page.keyboard.press("End");
      await expect(cards).toHaveCount(24);
      await page.keyboard.press("End");
      await expect(cards).toHaveCount(36);
      await page.screenshot({ path: `${dir}/news-fast-scroll-${width}.png` });
    });

    test("a cart line over stock", async ({ page }) => {
      await fewCopiesPurchasePath(page);
      await page.locator('input[name="format"][value="print"]').check();
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByTestId("site-header").getByTestId("cart-count")).toHaveText("1");
      await page.goto("/cart");
      await page.getByTestId("cart-line").getByLabel("Qty").fill("99");
      await expect(page.getByTestId("quantity-notice")).toBeVisible();
      await page.screenshot({ path: `${dir}/cart-over-stock-${width}.png` });
    });

    test("subscribe", async ({ page }) => {
      await page.goto("/subscribe");
      await expect(page.getByTestId("plans")).toBeVisible();
      await page.screenshot({ path: `${dir}/subscribe-${width}.png` });
    });
  });
}
