import { expect, type Page, test } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";
import { pixelAt } from "./pixels";

/** Header controls on screen (bar and navigation row), with their boxes. */
const headerControls = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ".site-header__bar a, .site-header__bar button, .site-header .subscribe-button",
      ),
    ]
      .filter(
        (element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility !== "hidden",
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          id: element.dataset.testid ?? element.className,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      }),
  );

// The masthead sits centred between the header's controls; at no width may a control run into it or into
// another, and the subscribe button and the cart are in the header at every width (signed in is the widest state).
for (const width of [390, 600, 700, 860, 1024, 1100, 1280, 1440]) {
  test(`at ${width} px the header holds the subscribe button and the cart, and nothing touches the masthead`, async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutPopupAds(page);
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header.getByTestId("account-username")).toBeVisible();
    await expect(header.getByTestId("header-subscribe")).toBeVisible();
    await expect(header.getByTestId("cart-widget")).toBeVisible();
    const controls = await headerControls(page);
    const masthead = controls.find((c) => c.id.includes("masthead"))!;
    const others = controls.filter((c) => c !== masthead);
    const touch = (a: typeof masthead, b: typeof masthead) =>
      a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
    expect(others.filter((c) => touch(c, masthead)).map((c) => c.id)).toEqual([]);
    for (const [i, a] of others.entries())
      for (const b of others.slice(i + 1)) expect(touch(a, b), `${a.id} / ${b.id}`).toBe(false);
    expect(others.filter((c) => c.left < 0 || c.right > width).map((c) => c.id)).toEqual([]);
  });
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation row shows that it scrolls, and its arrow brings the last sections into view", async ({
    page,
  }) => {
    await withoutPopupAds(page);
    await page.goto("/");
    const nav = page.getByTestId("top-navigation");
    const last = nav.getByRole("link", { name: "become a member" });
    const more = nav.getByTestId("top-nav-more");
    const fullyInView = async () => {
      const [row, link] = await Promise.all([nav.locator("ul").boundingBox(), last.boundingBox()]);
      return link!.x >= row!.x && link!.x + link!.width <= row!.x + row!.width;
    };
    await expect(more).toBeVisible();
    expect(await fullyInView()).toBe(false);
    await expect(async () => {
      if (await more.isVisible()) await more.click();
      expect(await fullyInView()).toBe(true);
    }).toPass();
    await expect(more).toBeHidden();
  });

  test("the navigation row shows no section in part: one its edge would cut fades out whole", async ({ page }) => {
    await withoutPopupAds(page);
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const nav = page.getByTestId("top-navigation");
    await expect(nav.getByTestId("top-nav-more")).toBeVisible();
    const row = (await nav.locator("ul").boundingBox())!;
    const shown = row.x + row.width - 44; // the arrow's room at the end
    const links = await nav.getByRole("link").evaluateAll((all) =>
      all.map((a) => {
        const r = a.getBoundingClientRect();
        return { left: r.left, right: r.right, middle: r.top + r.height / 2 };
      }),
    );
    const cut = links.find((l) => l.left < shown && l.right > shown);
    expect(cut, "a section under the row's edge").toBeDefined();
    // Every pixel of the cut section's label left of the arrow is the page's white: no letters show.
    for (let x = Math.ceil(cut!.left); x < shown; x += 3) {
      expect(Math.min(...(await pixelAt(page, x, Math.round(cut!.middle)))), `x=${x}`).toBeGreaterThan(225);
    }
  });

  test("without JavaScript the navigation row shows whole sections only; the rest wait in the menu", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByTestId("top-navigation");
    const row = (await nav.locator("ul").boundingBox())!;
    const links = await nav.getByRole("link").evaluateAll((all) =>
      all.map((a) => {
        const r = a.getBoundingClientRect();
        return { label: a.textContent ?? "", left: r.left, right: r.right, top: r.top };
      }),
    );
    // In the row a section shows whole; one that would not fit waits below it, out of sight.
    const inRow = links.filter((l) => l.top < row.y + row.height);
    expect(inRow.map((l) => l.label)).toContain("must see");
    for (const l of inRow) expect(l.right, l.label).toBeLessThanOrEqual(row.x + row.width);
    expect(inRow.length).toBeLessThan(links.length);
    await context.close();
  });

  test("the cart is in the phone header: its count and its pulse after Add to cart", async ({ page }) => {
    await withoutPopupAds(page);
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto("/print/archive");
    const issue = page.locator('main a[href^="/print/"]').first();
    await page.goto(`${await issue.getAttribute("href")}/purchase`);
    const cart = page.getByTestId("site-header").getByTestId("cart-widget");
    await expect(cart).toBeVisible();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(cart.getByTestId("cart-count")).toBeVisible();
    await expect(cart.getByTestId("cart-count")).toHaveText("1");
    await expect(cart).toHaveClass(/in-cart/);
  });
});

test("the 970 leaderboard sits above the header with its height reserved, and the header sticks only past it", async ({
  page,
}) => {
  await withoutPopupAds(page);
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  // Hold the ad's image back: the page must not move when it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/media/ads/970-*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/news", { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const header = page.getByTestId("site-header");
  const slot = page.getByTestId("leaderboard-slot");
  const headerTop = async () => (await header.boundingBox())!.y;
  const before = await headerTop();
  // 970 x 250 at this width, plus the band's padding.
  expect(before).toBeGreaterThanOrEqual(250);
  release();
  await expect
    .poll(() =>
      page
        .getByTestId("leaderboard")
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await headerTop()).toBe(before);

  const height = (await slot.boundingBox())!.height;
  await page.evaluate((y) => window.scrollTo(0, y), height - 40);
  await expect(header).not.toHaveAttribute("data-sticky");
  expect(await headerTop()).toBeGreaterThan(0);
  await page.evaluate((y) => window.scrollTo(0, y), height + 60);
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect.poll(headerTop).toBe(0);
});

for (const path of ["/", "/artguide/mustsee", "/print/archive", "/cart"]) {
  test(`${path} carries the leaderboard above its header`, async ({ page }) => {
    await withoutPopupAds(page);
    await page.goto(path);
    await expect(page.getByTestId("leaderboard")).toBeVisible();
  });
}

test("the subscribe page keeps its focus: no leaderboard", async ({ page }) => {
  await page.goto("/subscribe");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("leaderboard")).toHaveCount(0);
});

test("the signed-in username reads in the same small capitals as SIGN OUT beside it", async ({
  page,
  context,
  baseURL,
}) => {
  await withoutPopupAds(page);
  await context.addCookies([{ name: "session", value: "seed-reader-session", url: baseURL! }]);
  await page.goto("/news");
  const header = page.getByTestId("site-header");
  const look = (testId: string) =>
    header.getByTestId(testId).evaluate((link) => {
      const style = getComputedStyle(link);
      return [style.textTransform, style.fontSize, style.letterSpacing, style.fontFamily].join(" ");
    });
  expect(await look("account-username")).toBe(await look("account-signout"));
});
