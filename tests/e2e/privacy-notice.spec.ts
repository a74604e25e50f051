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
