import { expect, type Page, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

// Issue 23 point 7: the fixed corner SUBSCRIBE tab never covers a control. On a
// phone every carousel and pager control is brought to the bottom of the screen,
// where the tab sits, and must still be what a tap there reaches.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const CONTROLS = [
  ".home-arrow",
  ".home-pause",
  ".home-carousel__dot",
  ".simple-slider__dots button",
  ".mag-carousel__arrow",
  ".mag-carousel__dot",
  ".g-pager a",
  ".vr-pager a",
  ".slideshow__controls a",
  ".slideshow__controls button",
].join(", ");

// No privacy notice or popup ad: dialogs may cover the page, the tab may not.
test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

/** Scrolls down through the page so its lazy sections load, then to each carousel so its controls come. */
async function loadLazySections(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");
  }
  for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
  }
}

/**
 * Each visible control, brought to the screen's bottom edge and to its middle:
 * a tap on its centre or inside its corners reaches the control itself.
 */
async function expectEveryControlReachable(page: Page, label: string) {
  const controls = page.locator(CONTROLS).filter({ visible: true });
  const count = await controls.count();
  expect(count, `${label}: no controls found`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    for (const block of ["end", "center"] as const) {
      await control.evaluate((el, b) => el.scrollIntoView({ block: b, inline: "nearest" }), block);
      await expect
        .poll(
          () =>
            control.evaluate((el) => {
              const r = el.getBoundingClientRect();
              // A quarter of the way in from each corner: inside round buttons too.
              const inset = Math.min(r.width, r.height) / 4;
              const points = [
                [r.left + r.width / 2, r.top + r.height / 2],
                [r.left + inset, r.top + inset],
                [r.right - inset, r.top + inset],
                [r.left + inset, r.bottom - inset],
                [r.right - inset, r.bottom - inset],
              ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
              return points
                .map(([x, y]) => document.elementFromPoint(x!, y!))
                .filter((hit) => !hit || !el.contains(hit))
                .map((hit) => hit?.outerHTML.slice(0, 80) ?? "nothing");
            }),
          { message: `${label}: control ${i} (${await control.evaluate((el) => el.outerHTML.slice(0, 100))})` },
        )
        .toEqual([]);
    }
  }
}

test("the homepage's carousels and rotators stay reachable under the corner tab", async ({ page }) => {
  await page.goto("/");
  await loadLazySections(page);
  const spotlight = page.getByTestId("spotlight");
  await spotlight.scrollIntoViewIfNeeded();
  await expect(spotlight.locator(".home-arrow").first()).toBeVisible();
  await expectEveryControlReachable(page, "home");
});

test("the guide's pager stays reachable", async ({ page }) => {
  await page.goto("/artguide/place/new-york?category=all");
  await expectEveryControlReachable(page, "guide");
});

test("the viewing rooms' pager, slider and slideshow stay reachable", async ({ page, request }) => {
  await page.goto("/viewing-rooms");
  await expectEveryControlReachable(page, "viewing rooms");
  const list = (await (await request.get("/api/items/type/600?page=1&pageSize=1&flag=256")).json()) as {
    _embedded: { items: { url: string }[] };
  };
  await page.goto(`${list._embedded.items[0]!.url}/slideshow`);
  await expectEveryControlReachable(page, "slideshow");
});

test("an article's related carousel stays reachable", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
  const list = (await (await page.request.get("/api/items?category=news&pageSize=1")).json()) as {
    _embedded: { items: { url: string }[] };
  };
  await page.goto(list._embedded.items[0]!.url);
  await loadLazySections(page);
  await expectEveryControlReachable(page, "article");
});

test("the tab still shows where its corner is free", async ({ page }) => {
  // On a wide screen the contact page's corner holds text only, which the tab may sit beside.
  // (On a phone text runs to the edge and the tab hides over it too: guide-city-first-screen.spec.ts.)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId("subscribe-tab")).toBeVisible();
});
