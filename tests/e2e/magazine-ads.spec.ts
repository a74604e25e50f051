import { expect, test } from "./fixtures";

test("the popup ad shows on the first page view once the reader scrolls, then waits out its frequency", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/news");
  const popup = page.getByTestId("popup-ad");
  // Not over the page as it arrives: the counter is already moved on, the ad waits for the reader.
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.localStorage).some((k) => k.startsWith("popupAdCounter:"))))
    .toBe(true);
  await expect(popup).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(popup).toBeVisible();
  await page.getByTestId("overlay-close").click();
  await expect(popup).toHaveCount(0);
  // The next views only move the counter on.
  await page.goto("/slant");
  await expect(page.getByTestId("article-card").first()).toBeVisible();
  await expect(page.locator("[data-testid=overlay-popupAd]")).toHaveCount(0);
  const counters = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((k) => k.startsWith("popupAdCounter:"))
      .map((k) => window.localStorage.getItem(k)),
  );
  expect(counters.length).toBeGreaterThan(0);
  expect(counters.every((c) => c !== "0")).toBe(true);
});

test("lists carry banner ads and a gallery ad", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/news");
  // News: a banner after every 4th article, so 3 on a page of 12.
  await expect(page.getByTestId("banner-ad")).toHaveCount(3);
  await expect(page.locator(".mag-gallery-ad--desktop")).toBeVisible();
});
