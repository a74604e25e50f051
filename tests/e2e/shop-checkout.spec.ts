import { expect, test, type Page } from "@playwright/test";
import { ownClientAddress } from "./accounts-helpers";
import { hydrated, newestPurchasePath, signInFresh } from "./shop-helpers";

test.use({ extraHTTPHeaders: ownClientAddress() });

async function fillBilling(page: Page) {
  await page.getByLabel("First name").first().fill("Ada");
  await page.getByLabel("Last name").first().fill("Reader");
  await page.getByLabel("Address", { exact: true }).first().fill("1 Main Street");
  await page.getByLabel("City").first().fill("Springfield");
  await page.getByLabel("ZIP or postal code").first().fill("10001");
}

test("a signed-in reader checks out to a confirmation; shipping follows the country", async ({ page, request }) => {
  const email = await signInFresh(page, request, "buyer");

  const { title } = await newestPurchasePath(page);
  await hydrated(page);
  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.getByTestId("cart-widget").click();
  await hydrated(page);
  await expect(page.getByTestId("cart-line")).toContainText(title);
  await expect(page.getByTestId("cart-totals")).toContainText("Shipping, United States$15");
  await page.getByTestId("checkout-link").click();

  await expect(page.getByRole("heading", { name: "Check out" })).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#checkout-billing_firstName-error")).toHaveText("Please enter first name.");
  await fillBilling(page);
  await page.locator("#checkout-billing_country").selectOption("FR");
  await expect(page.getByTestId("cart-totals")).toContainText("Shipping (international)$30");
  await page.locator("#checkout-billing_country").selectOption("US");
  await expect(page.getByTestId("cart-totals")).toContainText("Shipping (United States)$15");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId("order-heading")).toHaveText("Thank you for your order");
  await expect(page.getByTestId("order-status")).toContainText(email);
  await expect(page.locator(".shop-line")).toContainText(title);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});
