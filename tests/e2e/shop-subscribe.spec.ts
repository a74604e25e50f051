import { expect, test } from "@playwright/test";
import { ownClientAddress } from "./accounts-helpers";
import { hydrated, signInFresh } from "./shop-helpers";

test.use({ extraHTTPHeaders: ownClientAddress() });

test("buy a gift subscription with an active discount code", async ({ page, request }) => {
  await signInFresh(page, request, "gifter");

  await page.goto("/subscribe");
  await page.getByRole("link", { name: "As a gift" }).click();
  await expect(page).toHaveURL(/recipient=gift/);
  await expect(page.locator(".shop-plan--selected, .shop-plan").first()).toBeVisible();
  const chosen = page.locator(".shop-plan").first();
  await chosen.getByRole("link").click();
  await expect(page.locator(".shop-plan--selected")).toHaveCount(1);

  await hydrated(page);
  await expect(page.getByTestId("subscribe-progress")).toHaveText("2 of 4 complete");
  await page.getByTestId("subscribe-button").click();
  await expect(page.getByTestId("subscribe-message")).toHaveText("Please complete payment information");
  await page.getByLabel("Discount code (optional)").fill("WELCOME10");
  await page.getByLabel("Recipient's e-mail address").fill("friend@example.org");
  await page.getByLabel("From (your name)").fill("Ada");
  await page.getByLabel("First name").first().fill("Ada");
  await page.getByLabel("Last name").first().fill("Reader");
  await page.getByLabel("Address", { exact: true }).first().fill("1 Main Street");
  await page.getByLabel("City").first().fill("Springfield");
  await page.getByLabel("ZIP or postal code").first().fill("10001");
  await expect(page.getByTestId("subscribe-progress")).toHaveText("4 of 4 complete");
  await expect(page.getByTestId("subscribe-button")).toHaveAttribute("data-state", "ready");
  await page.getByTestId("subscribe-button").click();
  await expect(page.getByTestId("subscribe-done")).toHaveText("Thank you for subscribing");
  await expect(page.getByTestId("subscribe-discount")).toHaveText("Discount code WELCOME10 applied.");
});
