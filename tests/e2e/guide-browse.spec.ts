import { openingTitle } from "#machines/rules/guide/exhibitionDates";
import { guideToday } from "#machines/rules/guide/guide";
import { expect, type Page, test } from "./fixtures";

// Browsing a city by category, with and without JavaScript, and the openings
// grouped under 'Opening Today, …' exactly as the seed's receptions fall.
async function chooseCityAndCategory(page: Page, submit: boolean) {
  await page.getByLabel("City").selectOption({ label: "Berlin" });
  if (submit) await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/artguide\/place\/berlin\?category=galleries$/);
  // A full page load: with JavaScript, the new page hydrates before the next choice.
  if (!submit) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Category").selectOption({ label: "openings" });
  if (submit) await page.getByRole("button", { name: "Go" }).click();
  await expect(page).toHaveURL(/\/artguide\/place\/berlin\?category=openings$/);
  await expect(page.getByRole("heading", { name: "Berlin", level: 1 })).toBeVisible();
}

test("with JavaScript, choosing a city and a category navigates", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("Category")).toBeDisabled();
  await chooseCityAndCategory(page, false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the city and category form still navigates", async ({ page }) => {
    await page.goto("/artguide/place/new-york?category=galleries");
    await chooseCityAndCategory(page, true);
  });
});

test("openings are grouped by reception day as the seed has them", async ({ page, request }) => {
  const body = (await (
    await request.get("/api/guide/list/place/new-york?category=openings&page=1&size=15")
  ).json()) as {
    _embedded: { items: { openingStartAsString: string }[] };
  };
  const today = guideToday();
  const days = [...new Set(body._embedded.items.map((x) => x.openingStartAsString.slice(0, 10)))];
  expect(days.length).toBeGreaterThan(0);
  await page.goto("/artguide/place/new-york?category=openings");
  await expect(page.locator(".g-section__title")).toHaveText(days.map((day) => openingTitle(day, today)));
  // The seed gives every priority city openings on the day it runs, so "Opening Today," always shows.
  expect(days).toContain(today);
  await expect(page.locator(".g-section__title").first()).toHaveText(/^Opening Today, /);
});
