import { ownClientAddress } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { fillBilling, hydrated, newestPurchasePath, signInFresh } from "./shop-helpers";

// Screenshots of the purchase, cart, checkout, payment, invoice and subscribe pages for review, at desktop and phone width.
for (const width of [1280, 390]) {
  test.describe(`shop at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 }, extraHTTPHeaders: ownClientAddress() });

    test("purchase, cart, checkout, payment, invoice and subscribe", async ({ page, request }) => {
      // Six pages, an order and a payment in one walk: 24-31 s at 1280 px on two busy cores.
      test.setTimeout(90_000);
      await signInFresh(page, request, "shots");

      await newestPurchasePath(page);
      await hydrated(page);
      await page.locator('input[name="format"][value="print"]').check();
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByTestId("cart-added")).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/shop-purchase-${width}.png`, fullPage: true });

      await page.goto("/cart");
      await hydrated(page);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await page.screenshot({ path: `test-results/screenshots/shop-cart-${width}.png`, fullPage: true });

      await page.getByTestId("checkout-link").click();
      await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/shop-checkout-${width}.png`, fullPage: true });
      await fillBilling(page);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByTestId("sandbox-approve")).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/shop-payment-${width}.png`, fullPage: true });
      await page.getByTestId("sandbox-approve").click();
      await page.getByTestId("invoice-link").click();
      await expect(page.getByTestId("invoice")).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/shop-invoice-${width}.png`, fullPage: true });

      await page.goto("/subscribe?recipient=gift&orderTerm=G2Y-US");
      await hydrated(page);
      await page.screenshot({ path: `test-results/screenshots/shop-subscribe-${width}.png`, fullPage: true });
    });
  });
}
