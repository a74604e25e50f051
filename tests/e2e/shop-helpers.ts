import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { registerThroughApi } from "./accounts-helpers";

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

/** A fresh account, signed in through /login in this page (privacy notice accepted). */
export async function signInFresh(page: Page, request: APIRequestContext, name: string) {
  const password = `a ${name} password`;
  const email = await registerThroughApi(request, name, password);
  await acceptPrivacy(page);
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("account-username").first()).toBeVisible();
  return email;
}
