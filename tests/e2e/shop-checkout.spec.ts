import { ownClientAddress } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { approveInSandbox, fillBilling, hydrated, newestPurchasePath, signInFresh } from "./shop-helpers";

test.use({ extraHTTPHeaders: ownClientAddress() });

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
  // From the bottom of an empty form: the page goes to the first field with a message, 150 px below the top, and focuses it.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.getByLabel("Last name").first().fill("Reader");
  await page.getByRole("button", { name: "Place order" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#checkout-billing_firstName-error")).toHaveText("Please enter first name.");
  await expect(page.locator("#checkout-billing_firstName")).toBeFocused();
  await expect
    .poll(() =>
      page.locator("#checkout-billing_firstName").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBe(150);
  // Again with the first name given: the address is the first to complete.
  await page.getByLabel("First name").first().fill("Ada");
  await page.getByRole("button", { name: "Place order" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#checkout-billing_firstName-error")).toHaveCount(0);
  await expect(page.locator("#checkout-billing_address1")).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 720 });
  await fillBilling(page);
  await page.locator("#checkout-billing_country").selectOption("FR");
  await expect(page.getByTestId("cart-totals")).toContainText("Shipping (international)$30");
  await page.locator("#checkout-billing_country").selectOption("US");
  await expect(page.getByTestId("cart-totals")).toContainText("Shipping (United States)$15");
  await page.getByRole("button", { name: "Place order" }).click();

  await approveInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId("order-heading")).toHaveText("Thank you for your order");
  await expect(page.getByTestId("order-status")).toContainText(email);
  await expect(page.locator(".shop-line")).toContainText(title);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  // The line takes the page's width: its title on one line, the price at the row's end.
  const line = page.locator(".shop-line").first();
  const [row, name, price] = await Promise.all(
    [line, line.locator(".shop-line__title"), line.locator(".shop-line__price")].map(async (l) => l.boundingBox()),
  );
  expect(name!.width).toBeGreaterThan(row!.width / 2);
  expect(Math.round(price!.x + price!.width)).toBe(Math.round(row!.x + row!.width));
  const lineHeight = await line
    .locator(".shop-line__title")
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect(name!.height).toBeLessThan(lineHeight * 1.5);

  // The invoice, linked from the confirmation: no top navigation, no subscribe ad.
  await page.getByTestId("invoice-link").click();
  await expect(page.getByTestId("invoice")).toContainText(title);
  await expect(page.getByTestId("invoice")).toContainText("Ada Reader");
  await expect(page.locator(".subscribe-tab")).toHaveCount(0);
});

test("a declined payment leaves the cart as it was", async ({ page, request }) => {
  await signInFresh(page, request, "decliner");
  const { title } = await newestPurchasePath(page);
  await hydrated(page);
  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart/checkout");
  await hydrated(page);
  await fillBilling(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\?ref=/);
  await page.getByTestId("sandbox-decline").click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId("order-heading")).toHaveText("The payment was declined");
  await expect(page.getByTestId("order-status")).toHaveText(
    "Nothing was charged. The copies are back in your cart: you are welcome to order again.",
  );
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByTestId("order-cart-link").click();
  await expect(page.getByTestId("cart-line")).toContainText(title);
  await expect(page.getByTestId("checkout-link")).toBeVisible();
});
