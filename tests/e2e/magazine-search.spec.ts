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

test("each suggestion shows its section and date, and the arrow keys reach the last entry, all results", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("search-button").click();
  const input = page.getByRole("searchbox", { name: "Search Artmagazine" });
  await input.pressSequentially("gallery");
  const suggestions = page.getByTestId("search-suggestion");
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first().locator("time")).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
  await expect(suggestions.first()).toContainText(/^\S.* · /);
  const seeAll = page.getByTestId("search-see-all");
  await expect(seeAll).toHaveText("See all results for “gallery”");
  await expect(seeAll).toHaveAttribute("href", "/search?search=gallery");
  // Down from the input through every suggestion lands on the last entry; Up from the first returns to the input.
  const count = await suggestions.count();
  for (let i = 0; i <= count; i++) await page.keyboard.press("ArrowDown");
  await expect(seeAll).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(suggestions.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(input).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(seeAll).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=gallery$/);
});

test("at 390 px the suggestions fit the screen, with small images", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByTestId("search-button").click();
  await page.getByRole("searchbox", { name: "Search Artmagazine" }).pressSequentially("gallery");
  const image = page.getByTestId("search-suggestion").locator("img").first();
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(48);
  expect(box!.height).toBeLessThanOrEqual(48);
  await page.getByTestId("search-see-all").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("search-see-all")).toBeInViewport();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  for (const link of await page.getByTestId("search-suggestions").locator("a").all()) {
    const b = await link.boundingBox();
    expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  }
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
