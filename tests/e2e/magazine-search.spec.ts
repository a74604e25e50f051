import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

const dates = async (page: import("@playwright/test").Page) =>
  page
    .getByTestId("search-result")
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));

test("search sorts by date (newest first, the default) and by relevance, with highlights", async ({ page }) => {
  await page.goto("/search?search=gallery");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  const byDate = await dates(page);
  expect(byDate.length).toBeGreaterThan(1);
  expect([...byDate].sort().reverse()).toEqual(byDate);
  await expect(page.locator(".mag-result__highlight mark").first()).toBeVisible();

  await page.getByRole("link", { name: "relevance" }).click();
  await expect(page).toHaveURL(/sort=relevance/);
  // The new results are on screen once the sort control shows the new order.
  await expect(page.getByRole("link", { name: "relevance" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  expect(await dates(page)).not.toEqual(byDate);
});

test("the header search suggests articles after 3 characters and opens one", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("search-button").click();
  const input = page.getByRole("searchbox", { name: "Search Artmagazine" });
  await expect(input).toBeFocused();
  await input.pressSequentially("ga");
  await expect(page.getByTestId("search-suggestions").locator("a")).toHaveCount(0);
  await input.pressSequentially("llery");
  const first = page.getByTestId("search-suggestions").locator("a").first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

for (const width of [1280, 390]) {
  test(`at ${width} px the suggestions line up with the search input`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.getByTestId("search-button").click();
    const input = page.getByRole("searchbox", { name: "Search Artmagazine" });
    await input.pressSequentially("gallery");
    const suggestions = page.getByTestId("search-suggestions");
    await expect(suggestions.locator("a").first()).toBeVisible();
    const [field, list] = await Promise.all([input.boundingBox(), suggestions.boundingBox()]);
    // The list starts where the typed words start and is at least as wide as the field.
    expect(Math.abs(list!.x - field!.x)).toBeLessThanOrEqual(1);
    expect(list!.width).toBeGreaterThanOrEqual(field!.width);
  });
}

test("an empty search is not submitted; a term goes to the results page", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("search-button").click();
  const input = page.getByRole("searchbox", { name: "Search Artmagazine" });
  await input.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await input.fill("painting");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=painting/);
  await expect(page.getByTestId("search-result").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form is a GET form that pages with real links", async ({ page }) => {
    await page.goto("/search?search=gallery");
    await expect(page.getByTestId("search-result")).toHaveCount(12);
    await page.getByTestId("more-link").click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("search-result").first()).toBeVisible();
  });
});
