import { registerThroughApi } from "./accounts-helpers";
import { type APIRequestContext, expect, type Page } from "./fixtures";

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

/**
 * The purchase page of an older back issue with print copies: fewer of them
 * than a cart line may hold (the newest issue has hundreds), so asking for
 * more than there are meets the stock rule.
 */
export async function fewCopiesPurchasePath(page: Page): Promise<string> {
  await page.goto("/print/archive");
  const hrefs = await page
    .locator('main a[href^="/print/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  for (const href of hrefs.filter((h) => /^\/print\/[a-z0-9-]+$/.test(h)).slice(1)) {
    await page.goto(`${href}/purchase`);
    const print = page.locator('input[name="format"][value="print"]');
    if ((await print.count()) > 0 && (await print.isEnabled())) return `${href}/purchase`;
  }
  throw new Error("No older back issue with print copies in the seed.");
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

/** The billing address every shop test uses (the first address block of the page). */
export async function fillBilling(page: Page) {
  await page.getByLabel("First name").first().fill("Ada");
  await page.getByLabel("Last name").first().fill("Reader");
  await page.getByLabel("Address", { exact: true }).first().fill("1 Main Street");
  await page.getByLabel("City").first().fill("Springfield");
  await page.getByLabel("ZIP or postal code").first().fill("10001");
}

/** Approves the payment on the sandbox's hosted page; answers on the confirmation. */
export async function approveInSandbox(page: Page) {
  await expect(page).toHaveURL(/\/payment\/sandbox\?ref=/);
  await page.getByTestId("sandbox-approve").click();
}
