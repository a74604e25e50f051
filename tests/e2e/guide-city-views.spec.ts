import { expect, test } from "./fixtures";

// Issue 52 points 14 and 15: a city page's filters and its cards-or-list switch are
// links: they work without JavaScript and with it, and the list is remembered.

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a filter is a link that keeps the address shareable", async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
      await page.goto("/artguide/place/new-york?category=galleries");
      const filters = page.getByRole("navigation", { name: "Filter the listings" });
      await filters.getByRole("link", { name: "this week", exact: true }).click();
      await expect(page).toHaveURL(/\/artguide\/place\/new-york\?category=galleries&when=week$/);
      await expect(filters.getByRole("link", { name: "this week", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      // The category tabs keep the filter.
      await expect(
        page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "museums", exact: true }),
      ).toHaveAttribute("href", "/artguide/place/new-york?category=museums&when=week");
    });

    test("the list link shows the compact list, and the next city page keeps it", async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
      await page.goto("/artguide/place/new-york");
      await expect(page.locator(".g-card").first()).toBeVisible();
      await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "list", exact: true }).click();
      await expect(page).toHaveURL(/view=list/);
      await expect(page.locator(".g-row").first()).toBeVisible();
      await expect(page.locator(".g-card")).toHaveCount(0);
      await page.goto("/artguide/place/berlin");
      await expect(page.locator(".g-row").first()).toBeVisible();
      await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "cards", exact: true }).click();
      await expect(page.locator(".g-card").first()).toBeVisible();
    });
  });
}
