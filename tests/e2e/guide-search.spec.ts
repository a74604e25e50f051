import { expect, test } from "./fixtures";

// The guide search box: autocomplete over the active city names, then the results page.
test("typing offers cities; arrows and Enter pick one and open its city page", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const box = page.getByRole("combobox", { name: "Search the artguide" });
  await box.fill("ber");
  const options = page.getByRole("listbox", { name: "Cities" }).getByRole("option");
  await expect(options).toHaveText(["Berlin"]);
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/artguide\/place\/berlin$/);
  await expect(page.getByRole("heading", { name: "Berlin", level: 1 })).toBeVisible();
});

test("a click on a city option opens the city page", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const box = page.getByRole("combobox", { name: "Search the artguide" });
  await box.fill("lon");
  await page.getByRole("listbox", { name: "Cities" }).getByRole("option", { name: "London" }).click();
  await expect(page).toHaveURL(/\/artguide\/place\/london$/);
});

test("the list hides after leaving the box; Enter without an option searches the text", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const box = page.getByRole("combobox", { name: "Search the artguide" });
  await box.fill("new");
  await expect(page.getByRole("listbox", { name: "Cities" })).toBeVisible();
  await page.locator("h1").first().click();
  await expect(page.getByRole("listbox", { name: "Cities" })).toBeHidden();
  await box.fill("painting");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/artguide\/search\?search=painting$/);
});

test("search results load more pages while scrolling", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  // Every page of results takes a while, from the first request on (one may start before the scroll).
  await page.route("**/api/guide/search?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/artguide/search?search=berlin");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { name: "artguide exhibitions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "artguide venues" })).toBeVisible();
  await expect(page.locator(".g-card")).toHaveCount(15);
  await expect(page.getByRole("link", { name: "Next page →" })).toHaveAttribute(
    "href",
    "/artguide/search?search=berlin&page=2",
  );
  await page.locator(".g-infinite").scrollIntoViewIfNeeded();
  await expect(page.getByText("Loading more pages...")).toBeVisible();
  await expect.poll(() => page.locator(".g-card").count()).toBeGreaterThanOrEqual(30);
});
