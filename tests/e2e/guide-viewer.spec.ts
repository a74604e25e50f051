import { expect, test } from "./fixtures";

// The guide image viewer: arrows stop at the ends, Escape and the background close it.
test("the image viewer does not wrap and closes on Escape or the background", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york?category=all");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const media = page.locator('.g-card__media:not([data-viewer-images="1"]):not([data-viewer-images="0"])').first();
  const count = Number(await media.getAttribute("data-viewer-images"));
  expect(count).toBeGreaterThan(1);
  await media.click();

  const viewer = page.getByRole("dialog", { name: /^Images: / });
  await expect(viewer).toBeVisible();
  const prev = viewer.getByRole("button", { name: "Previous image" });
  const next = viewer.getByRole("button", { name: "Next image" });
  await expect(prev).toBeDisabled();
  for (let i = 1; i < count; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(viewer).toContainText(`${count} / ${count}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);

  await media.click();
  await expect(viewer).toContainText(`1 / ${count}`);
  await viewer.click({ position: { x: 5, y: 5 } });
  await expect(viewer).toHaveCount(0);
});
