import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { fewCopiesPurchasePath, fillBilling, newestPurchasePath } from "./shop-helpers";

// The same purchase with JavaScript disabled: plain forms, server actions and a guest cart under a cookie.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress() });

test("buy a back issue without JavaScript: a guest cart, sign in at checkout, the cart merged, pay", async ({
  page,
  request,
  context,
}) => {
  const email = await registerThroughApi(request, "plainbuyer", "a plain password");
  const { title } = await newestPurchasePath(page);

  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const guest = (await context.cookies()).find((c) => c.name === "guest_cart");
  expect(guest?.httpOnly).toBe(true);
  expect(guest?.sameSite).toBe("Lax");
  await expect(page.getByTestId("cart-line")).toContainText(title);
  await page.getByLabel("Qty").fill("2");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByLabel("Qty")).toHaveValue("2");

  await page.getByTestId("checkout-link").click();
  await page.locator("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a plain password");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.locator(".shop-summary")).toContainText(title);
  await expect(page.locator(".shop-summary")).toContainText("Quantity 2");

  // An incomplete form comes back with its messages, the first field with one focused.
  await page.getByLabel("City").first().fill("Springfield");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#checkout-billing_firstName-error")).toHaveText("Please enter first name.");
  await expect(page.locator("#checkout-billing_firstName")).toBeFocused();
  await expect(page.locator("#checkout-billing_city")).not.toHaveAttribute("autofocus");

  await fillBilling(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\?ref=order-\d+$/);
  await page.getByTestId("sandbox-approve").click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId("order-heading")).toHaveText("Thank you for your order");
  await page.getByTestId("invoice-link").click();
  await expect(page.getByTestId("invoice")).toContainText(title);
});

test("subscribe without JavaScript: recipient, delivery and term are links, the form posts, the sandbox pays", async ({
  page,
  request,
}) => {
  const email = await registerThroughApi(request, "plainsub", "a plain password");
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a plain password");
  await page.getByRole("button", { name: "Submit" }).click();

  await page.goto("/subscribe");
  await page.getByRole("link", { name: "International" }).click();
  await expect(page.locator('input[name="shiptoCountry"]')).toHaveValue("INTL");
  await expect(page.locator("#sub-country")).toHaveValue("INTL");
  await page.locator("#sub-country").selectOption("CA");
  await page.getByRole("button", { name: "Show plans" }).click();
  await expect(page.locator(".shop-plan--selected")).toHaveAttribute("data-plan-id", "P2Y-CA");
  await page.getByRole("link", { name: "U.S." }).click();
  await page.locator('.shop-plan[data-plan-id="P1Y-US"]').getByRole("link").click();
  await expect(page).toHaveURL(/orderTerm=P1Y-US/);
  await expect(page.locator(".shop-plan--selected")).toHaveAttribute("data-plan-id", "P1Y-US");
  await page.getByLabel("Discount code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-note")).toHaveText("Discount reflected in prices below. (10% off)");
  await fillBilling(page);
  await page.getByTestId("subscribe-button").click();
  await page.getByTestId("sandbox-approve").click();
  await expect(page.getByTestId("subscribe-done")).toHaveText("Thank you for subscribing");
  await expect(page.getByTestId("subscribe-discount")).toHaveText("Discount code WELCOME10 applied.");
});

test("more copies than are in stock: the cart says how many there are, keeping what was typed", async ({ page }) => {
  await fewCopiesPurchasePath(page);
  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel("Qty").fill("99");
  await page.getByRole("button", { name: "Update" }).click();
  const line = page.getByTestId("cart-line");
  await expect(line.getByTestId("quantity-notice")).toHaveText(/^There are only \d+ copies in stock\.$/);
  await expect(line.getByLabel("Qty")).toHaveValue("99");
});

test("a discount code that is not active is refused and cleared without JavaScript", async ({ page }) => {
  await page.goto("/subscribe");
  await page.getByLabel("Discount code").fill("SPRING2019");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("code-error")).toHaveText("This code is not valid.");
  await expect(page.getByLabel("Discount code")).toHaveValue("");
});
