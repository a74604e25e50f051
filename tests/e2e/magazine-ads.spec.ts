import { VISIT_STARTED_KEY } from "#app/lib/visit";
import { expect, type Page, test } from "./fixtures";
import { coversViewport } from "./overlayCover";
import { pixelAt } from "./pixels";

const VISIT_GRACE_MS = 8_000;

/** The popup-ad machine has started on this page and decided. */
const popupMachineRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.popupAd !== undefined);

/** Pauses the page's clock and answers how long the visit has lasted by it, in ms. */
async function stopClock(page: Page): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 200);
  return page.evaluate((key) => Date.now() - Number(window.sessionStorage.getItem(key)), VISIT_STARTED_KEY);
}

test("the popup ad waits out the visit's first seconds, then opens on a scroll as a dialog over the dimmed page", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.clock.install();
  await page.goto("/news");
  const popup = page.getByTestId("popup-ad");
  await expect.poll(() => popupMachineRan(page)).toBe(true);
  // The reader scrolls in their first seconds: the ad keeps out of the way.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Until now the page's clock ran at real speed: stop it, and count the grace from the visit's start.
  const visitAge = await stopClock(page);
  await page.clock.runFor(VISIT_GRACE_MS - 1_000 - visitAge);
  await expect(page.getByTestId("article-card").first()).toBeVisible();
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(1_000);
  // The grace is over: time runs on, for the overlay's own loading and timers.
  await page.clock.resume();
  await expect(popup).toBeVisible();
  // A dialog like the others: named, the page behind dimmed, focus on its Close button, scrolling locked.
  const dialog = page.getByRole("dialog", { name: "Advertisement" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("overlay-close")).toBeFocused();
  // It opened by itself, not from a key: no focus ring until the reader uses the keyboard.
  expect(await dialog.getByTestId("overlay-close").evaluate((el) => el.matches(":focus-visible"))).toBe(false);
  // The backdrop fades in: read the page's edge until the fade has ended.
  await expect.poll(async () => Math.max(...(await pixelAt(page, 4, 450)))).toBeLessThan(140);
  await expect(page.locator("html")).toHaveClass(/scroll-locked/);
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
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

test("the popup ad never replaces another overlay: it waits until the privacy notice is answered", async ({ page }) => {
  await page.clock.install();
  await page.goto("/news");
  const notice = page.getByRole("dialog", { name: "Your privacy" });
  await expect(notice).toBeVisible();
  await expect.poll(() => popupMachineRan(page)).toBe(true);
  await page.mouse.wheel(0, 400);
  await page.clock.runFor(VISIT_GRACE_MS + 1_000);
  await expect(notice).toBeVisible();
  await expect(page.getByTestId("popup-ad")).toHaveCount(0);
  await page.getByTestId("privacy-accept").click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId("popup-ad")).toBeVisible();
});

test("the popup ad waits while the reader has the sign-in open, and opens once it is closed", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.clock.install();
  await page.goto("/news");
  await expect.poll(() => popupMachineRan(page)).toBe(true);
  await page.getByTestId("account-signin").click();
  const signIn = page.getByTestId("overlay-login");
  await expect(signIn).toBeVisible();
  await page.clock.runFor(VISIT_GRACE_MS + 1_000);
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await expect(signIn).toBeVisible();
  await expect(page.getByTestId("popup-ad")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(signIn).toHaveCount(0);
  await expect(page.getByTestId("popup-ad")).toBeVisible();
});

test("lists carry banner ads and a gallery ad", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/news");
  // News: a banner after every 4th article, so 3 on a page of 12.
  await expect(page.getByTestId("banner-ad")).toHaveCount(3);
  await expect(page.locator(".mag-gallery-ad--desktop")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("the popup ad covers and dims the whole screen", async ({ page }) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem("privacyAccepted", "1");
      // A visit well past its first seconds: the ad is due on the first scroll.
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, String(Date.now() - 60_000));
    }, VISIT_STARTED_KEY);
    await page.goto("/news");
    await expect.poll(() => popupMachineRan(page)).toBe(true);
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(page.getByTestId("popup-ad")).toBeVisible();
    await expect.poll(() => coversViewport(page, ".overlay--popupAd")).toEqual([]);
  });
});
