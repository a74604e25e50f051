import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { acceptPrivacy, approveInSandbox, fillBilling, hydrated, newestPurchasePath } from "./shop-helpers";

test.use({ extraHTTPHeaders: ownClientAddress() });

test("a visitor's local cart: add, the busy message, sign in at checkout, the cart is merged and bought", async ({
  page,
  request,
}) => {
  const email = await registerThroughApi(request, "cart", "a cart password");
  await acceptPrivacy(page);
  const { path, title } = await newestPurchasePath(page);
  await hydrated(page);

  await page.locator('input[name="format"][value="print"]').check();
  const add = page.getByRole("button", { name: "Add to cart" });
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByTestId("cart-added")).toContainText("Added to your cart.");
  await add.click();
  await expect(page.getByTestId("cart-message")).toHaveText("Your request is processing, please be patient.");
  await expect(page.getByTestId("cart-message")).toBeHidden({ timeout: 3_000 });
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // A digital issue once only.
  await page.goto(`${path}?format=digital`);
  await hydrated(page);
  await expect(page.locator('input[name="format"][value="digital"]')).toBeChecked();
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await page.waitForTimeout(1_100);
  await add.click();
  await expect(page.getByTestId("cart-message")).toHaveText("This digital issue is already in your cart.");

  await page.getByTestId("cart-widget").click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-line").first()).toContainText(title);

  await page.getByTestId("checkout-link").click();
  await page.locator("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await hydrated(page);
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a cart password");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  const summary = page.locator(".shop-summary");
  await expect(summary.getByTestId("cart-line")).toHaveCount(2);
  await expect(summary).toContainText("Quantity 2");
  expect(await page.evaluate(() => window.localStorage.getItem("artmagazine.cart"))).toBeNull();

  // The server has the cart now: a fresh page shows it from the server.
  await page.goto("/cart");
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  // And buys it, paying on the sandbox's hosted page.
  await page.getByTestId("checkout-link").click();
  await fillBilling(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await approveInSandbox(page);
  await expect(page.getByTestId("order-heading")).toHaveText("Thank you for your order");
  await expect(page.locator(".shop-line").first()).toContainText(title);
});

test("typing more copies than are in stock says how many there are, and Update waits", async ({ page }) => {
  await acceptPrivacy(page);
  await newestPurchasePath(page);
  await hydrated(page);
  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByTestId("cart-widget").click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  const line = page.getByTestId("cart-line");
  const quantity = line.getByLabel("Qty");
  await quantity.fill("9999");
  await expect(line.getByTestId("quantity-notice")).toHaveText(/^There are only \d+ copies in stock\.$/);
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(line.getByRole("button", { name: "Update" })).toBeDisabled();
  await quantity.fill("1");
  await expect(line.getByTestId("quantity-notice")).toHaveCount(0);
});

test("the purchase page names the issue's volume once", async ({ page }) => {
  await acceptPrivacy(page);
  await newestPurchasePath(page);
  await expect(page.locator("main").getByText(/^Vol\. \d+, No\. \d+$/i)).toHaveCount(1);
});
