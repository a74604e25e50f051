import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

// Axe on every page type, no serious or critical violations (WCAG 2.1 A and AA rules).
// Signed-in pages use the seeded demo sessions (docs/development.md "Demo accounts").

async function expectAccessible(page: Page, what: string) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = grave.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}`)
        .join("\n")}`,
  );
  expect(summary, `${what}:\n${summary.join("\n")}`).toEqual([]);
}

async function as(page: Page, baseURL: string | undefined, session: string) {
  await page.context().addCookies([{ name: "session", value: session, url: baseURL! }]);
}

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

const PUBLIC_PAGES: [string, string][] = [
  ["home", "/"],
  ["news list", "/news"],
  ["channel list", "/reviews"],
  ["search", "/search?search=painting"],
  ["guide home", "/artguide"],
  ["guide place", "/artguide/place/new-york?category=galleries"],
  ["must see", "/artguide/mustsee"],
  ["guide search", "/artguide/search?search=new"],
  ["sign in", "/login"],
  ["register", "/register"],
  ["subscribe", "/subscribe"],
  ["print archive", "/print/archive"],
  ["viewing rooms", "/viewing-rooms"],
];

for (const [what, path] of PUBLIC_PAGES) {
  test(`${what} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page, what);
  });
}

// At a phone's width the footer sits far below the first screen. Its light text must still be read
// on its dark background: a footer the browser skips while out of view (content-visibility) hides
// that background from axe and Lighthouse, and their contrast check then fails it on every page.
test("at a phone's width, the footer below the first screen keeps its contrast", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/subscribe"]) {
    await page.goto(path);
    await expect(page.locator(".site-footer")).not.toBeInViewport();
    await expectAccessible(page, `${path} at 390 px`);
  }
});

test("an article, a venue and its share page have no serious accessibility violation", async ({ page, request }) => {
  // Three whole pages through axe, as the reader's-pages test below: 25-31 s on 2 busy cores.
  test.setTimeout(60_000);
  const news = (await (await request.get("/api/items?category=news&pageSize=1")).json()) as {
    _embedded: { items: { url: string }[] };
  };
  await page.goto(news._embedded.items[0]!.url);
  await expectAccessible(page, "article");
  const shows = (await (await request.get("/api/guide/list/place/new-york?size=1")).json()) as {
    _embedded: { items: { location: { path: string } }[] };
  };
  await page.goto(shows._embedded.items[0]!.location.path);
  await expectAccessible(page, "venue");
  await page.goto(`${shows._embedded.items[0]!.location.path}/share`);
  await expectAccessible(page, "share page");
});

test("the open map has no serious accessibility violation", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/artguide/place/new-york");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expectAccessible(page, "map");
});

test("a reader's pages: profile, myguide, purchase, cart and checkout", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await as(page, baseURL, "seed-subscriber-session");
  await page.goto("/profile");
  await expectAccessible(page, "profile");
  await page.goto("/artguide/myguide");
  await expectAccessible(page, "myguide");
  await page.goto("/print/archive");
  const issue = await page.locator('main a[href^="/print/"]').filter({ hasNotText: /^$/ }).first().getAttribute("href");
  await page.goto(`${issue}/purchase`);
  await expectAccessible(page, "purchase");
  await page
    .getByRole("button", { name: /add to cart/i })
    .first()
    .click();
  await page.goto("/cart");
  await expectAccessible(page, "cart");
  await page.goto("/cart/checkout");
  await expectAccessible(page, "checkout");
});

test("the open search suggestions, each with its image, section and date", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("search-button").click();
  await page.getByRole("searchbox", { name: "Search Artmagazine" }).pressSequentially("gallery");
  await expect(page.getByTestId("search-see-all")).toBeVisible();
  await expectAccessible(page, "search suggestions");
});

test("the admin screens have no serious accessibility violation", async ({ page, baseURL }) => {
  // Twelve screens, each checked by axe: long on a busy two-core machine.
  test.setTimeout(180_000);
  await as(page, baseURL, "seed-admin-session");
  for (const path of [
    "/admin",
    "/admin/reports",
    "/admin/reports/invoices",
    "/admin/reports/user-registration-tally",
    "/admin/reports/subscriber-geolocation",
    "/admin/users",
    "/admin/users/2",
    "/artguide/admin/locations",
    "/artguide/admin/locations/new",
    "/artguide/admin/exhibitions/new",
    "/artguide/admin/featured-lists",
    "/artguide/admin/must-see",
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

/** Opens a dialog from the keyboard, tabs around it, closes it with Escape: focus stays in, then returns to the opener. */
async function expectFocusTrapped(page: Page, opener: import("@playwright/test").Locator, dialogName: string | RegExp) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} left ${dialogName}`).toBe(
      true,
    );
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // The map closes by going back in history: its focus return follows that navigation, slow on a busy machine.
  await expect(opener).toBeFocused({ timeout: 15_000 });
}

test("every overlay keeps keyboard focus inside while open and gives it back on close", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectFocusTrapped(page, page.getByTestId("account-signin"), "SIGN IN");
  await expectFocusTrapped(page, page.getByTestId("menu-button"), "Menu");
  await expectFocusTrapped(page, page.getByTestId("search-button"), "Search Artmagazine");

  await page.goto("/artguide/place/new-york?category=galleries");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectFocusTrapped(page, page.locator(".g-card__media").first(), /^Images: /);
  await expectFocusTrapped(page, page.getByRole("button", { name: "explore map" }), "Map: New York");
});
