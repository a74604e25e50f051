import { expect, test } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";

// Overlays: one active at a time, opening one replaces another,
// scroll lock for login and register (not for the menu), Escape closes.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await withoutPopupAds(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

const dialog = (page: import("@playwright/test").Page, name: string) => page.getByRole("dialog", { name });

test("the login overlay opens with SIGN IN, locks scrolling and closes on Escape", async ({ page }) => {
  await page.getByTestId("account-signin").click();
  await expect(dialog(page, "SIGN IN")).toBeVisible();
  await expect(page.locator(".scroll-locked")).not.toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog(page, "SIGN IN")).toHaveCount(0);
  await expect(page.locator(".scroll-locked")).toHaveCount(0);
});

test("opening register from login replaces it: only one overlay at a time", async ({ page }) => {
  await page.getByTestId("account-signin").click();
  await expect(dialog(page, "SIGN IN")).toBeVisible();
  await dialog(page, "SIGN IN")
    .getByRole("link", { name: /Register here/i })
    .click();
  await expect(dialog(page, "REGISTER")).toBeVisible();
  await expect(dialog(page, "SIGN IN")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(1);
});

test("the slide menu opens without locking scroll and offers SUBSCRIBE in a new tab", async ({ page }) => {
  await page.getByTestId("menu-button").click();
  const menu = dialog(page, "Menu");
  await expect(menu).toBeVisible();
  await expect(page.locator(".scroll-locked")).toHaveCount(0);
  await expect(page.getByTestId("menu-subscribe")).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
});

test("the search overlay focuses its input, refuses an empty search and searches", async ({ page }) => {
  await page.getByTestId("search-button").click();
  const search = dialog(page, "Search Artmagazine");
  await expect(search).toBeVisible();
  const input = search.locator('input[name="search"]');
  await expect(input).toBeFocused();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await input.fill("painting");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=painting/);
});

test("keys typed straight after pressing Search, before the overlay has opened, start the search", async ({ page }) => {
  // The overlay's code is still on its way, as on a slow first use.
  await page.route(/\/assets\/SearchOverlay-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByTestId("search-button").click();
  await page.keyboard.type("pai");
  const input = dialog(page, "Search Artmagazine").locator('input[name="search"]');
  await expect(input).toHaveValue("pai");
  await expect(input).toBeFocused();
  await page.keyboard.type("nting");
  await expect(input).toHaveValue("painting");
  await expect(page.getByTestId("search-suggestions").getByRole("link").first()).toBeVisible();
});

test("a visitor's myguide links are blocked: the sign-in opens asking to sign in for myguide", async ({ page }) => {
  const signIn = dialog(page, "SIGN IN");
  const asksToSignIn = async () => {
    await expect(signIn).toBeVisible();
    await expect(signIn).toContainText("Sign in to access your myguide.");
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(signIn).toHaveCount(0);
  };
  await page.getByTestId("top-navigation").getByRole("link", { name: "myguide", exact: true }).click();
  await asksToSignIn();

  await page.getByTestId("menu-button").click();
  await dialog(page, "Menu").getByRole("link", { name: "myguide", exact: true }).click();
  await expect(dialog(page, "Menu")).toHaveCount(0);
  await asksToSignIn();

  await page
    .getByRole("navigation", { name: "Site index" })
    .getByRole("link", { name: "myguide", exact: true })
    .click();
  await asksToSignIn();
});
