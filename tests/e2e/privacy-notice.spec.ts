import { expect, test } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";

test("the privacy notice shows until accepted and stays dismissed after a reload", async ({ page }) => {
  await withoutPopupAds(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const notice = page.getByRole("dialog", { name: "Your privacy" });
  await expect(notice).toBeVisible();
  await page.getByTestId("privacy-accept").click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("privacyAccepted"))).toBe("1");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(notice).toHaveCount(0);
});

test("the privacy notice is not modal: Tab leaves it for the page, and a dialog opened meanwhile keeps its own focus", async ({
  page,
}) => {
  await withoutPopupAds(page);
  await page.goto("/artguide/place/new-york?category=galleries");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const notice = page.getByRole("dialog", { name: "Your privacy" });
  await expect(notice).toBeVisible();
  await page.getByTestId("privacy-accept").focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  expect(await notice.evaluate((el) => el.contains(document.activeElement))).toBe(false);

  // The image viewer's Tab cycle stays inside the viewer, never jumping to the notice's Close button.
  const opener = page.locator(".g-card__media").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: /^Images: / });
  await expect(viewer).toBeVisible();
  const visited = new Set<string>();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    visited.add(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""));
  }
  expect([...visited].sort()).toEqual(["Close", "Next image"]);
  expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(notice).toBeVisible();
});
