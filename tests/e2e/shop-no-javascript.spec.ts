import { expect, test } from "@playwright/test";
import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { newestPurchasePath } from "./shop-helpers";

// The same purchase with JavaScript disabled: plain forms and server actions; a visitor is asked to sign in first.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress() });

test("buy a back issue without JavaScript: sign in, add, change the quantity, check out", async ({ page, request }) => {
  const email = await registerThroughApi(request, "plainbuyer", "a plain password");
  const { path, title } = await newestPurchasePath(page);

  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a plain password");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?format=print$`));
  await expect(page.locator('input[name="format"][value="print"]')).toBeChecked();
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toContainText(title);
  await page.getByLabel("Qty").fill("2");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByLabel("Qty")).toHaveValue("2");

  await page.getByTestId("checkout-link").click();
  await page.getByLabel("First name").first().fill("Ada");
  await page.getByLabel("Last name").first().fill("Reader");
  await page.getByLabel("Address", { exact: true }).first().fill("1 Main Street");
  await page.getByLabel("City").first().fill("Springfield");
  await page.getByLabel("ZIP or postal code").first().fill("10001");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId("order-heading")).toHaveText("Thank you for your order");
  await expect(page.getByTestId("order-total")).toBeVisible();
});
