import { expect, test } from "@playwright/test";

// Pages are server-rendered: with JavaScript disabled they still show content,
// links navigate and GET forms submit.
test.use({ javaScriptEnabled: false });

test("the home page renders with its shell and seeded images", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("main img").first()).toBeVisible();
});

test("the city guide renders listings", async ({ page }) => {
  const response = await page.goto("/artguide/place/new-york?category=galleries");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("main article, main li").first()).toBeVisible();
});

test("a navigation link works without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "must see", exact: true }).first().click();
  await expect(page).toHaveURL(/\/artguide\/mustsee$/);
});
