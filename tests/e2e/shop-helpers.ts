import { expect, type Page } from "@playwright/test";

/** The purchase path of the newest back issue (the archive lists newest first; it has print copies in the seed). */
export async function newestPurchasePath(page: Page): Promise<{ path: string; title: string }> {
  await page.goto("/print/archive");
  const link = page.locator('main a[href^="/print/"]').filter({ hasNotText: /^$/ }).first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/print\/[a-z0-9-]+$/);
  await page.goto(`${href}/purchase`);
  const title = (await page.locator("h1").textContent()) ?? "";
  return { path: `${href}/purchase`, title: title.trim() };
}

export async function acceptPrivacy(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
}

export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
