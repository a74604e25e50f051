import { expect, type Page, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

/**
 * Whether the end of the list is within 200 px of the viewport (or above it)
 * while pages remain (the More link shows; the picks feed never ends): the
 * screen is not full yet.
 */
const endInReachWithMoreToCome = (page: Page) =>
  page.evaluate(() => {
    const marker = document.querySelector("[data-testid=list-loader]");
    const more = document.querySelector("[data-testid=more-link], [data-place]");
    return !!marker && !!more && marker.getBoundingClientRect().top <= window.innerHeight + 200;
  });

/** A fling: one scroll gesture far faster than the screen redraws, so the list's end flies past between two frames. */
async function fling(page: Page, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.synthesizeScrollGesture", {
    x: 200,
    y: 500,
    yDistance: -distance,
    speed: 200_000,
    gestureSourceType: "mouse",
  });
  await cdp.detach();
}

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

test("news loads the next page as the reader scrolls, and the More link loads it in place", async ({ page }) => {
  await page.goto("/news");
  const cards = page.getByTestId("article-card");
  await expect(cards).toHaveCount(12);
  await page.getByTestId("list-loader").scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(24);
  await page.getByTestId("more-link").click();
  await expect(cards).toHaveCount(36);
  // Still the same address: the list grew in place.
  expect(new URL(page.url()).pathname).toBe("/news");
  expect(new URL(page.url()).search).toBe("");
});

test("a channel's More link disappears once every page is loaded", async ({ page, request }) => {
  const { pages, total } = await (await request.get("/api/items?channel=slant&pageSize=12")).json();
  await page.goto("/slant");
  for (let n = 1; n < pages; n++) {
    await page.getByTestId("list-loader").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("article-card")).toHaveCount(Math.min(12 * (n + 1), total));
  }
  await expect(page.getByTestId("more-link")).toHaveCount(0);
});

for (const path of ["/news", "/columns"]) {
  test(`on ${path} each press of End loads the next page, however fast the reader jumps`, async ({ page }) => {
    await page.goto(path);
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(12);
    for (let n = 1; n <= 4; n++) {
      await page.keyboard.press("End");
      await expect(cards).toHaveCount(12 * (n + 1));
      // One page per jump: the page just loaded fills the screen, so nothing more is asked for.
      await expect.poll(() => endInReachWithMoreToCome(page)).toBe(false);
    }
  });
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ["/picks/new-york", "/video"]) {
    test(`a fling past the end of ${path} loads on until the screen is full`, async ({ page }) => {
      await page.goto(path);
      const entries = page.locator("[data-testid=article-card], [data-testid=pick]");
      const first = await entries.count();
      await fling(page, 60_000);
      await expect.poll(() => entries.count()).toBeGreaterThan(first);
      await expect.poll(() => endInReachWithMoreToCome(page)).toBe(false);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the More link pages through news with real links", async ({ page }) => {
    await page.goto("/news");
    const first = await page.getByTestId("article-card").first().textContent();
    await page.getByTestId("more-link").click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByTestId("article-card")).toHaveCount(12);
    expect(await page.getByTestId("article-card").first().textContent()).not.toBe(first);
    await expect(page.getByTestId("more-link")).toHaveAttribute("href", "/news?page=3");
  });
});

test("picks scroll on into the next place and the address follows the section being read", async ({
  page,
  request,
}) => {
  const { places } = await (await request.get("/api/picks/new-york?pageSize=1")).json();
  const [firstPlace, secondPlace] = places as { place_url: string; path: string }[];
  await page.goto(firstPlace!.path);
  const second = page.locator(`section[data-place="${secondPlace!.place_url}"]`);
  await expect(async () => {
    await page.getByTestId("list-loader").scrollIntoViewIfNeeded();
    await expect(second).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await second.getByTestId("pick").first().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(page).toHaveURL(new RegExp(`${secondPlace!.path}$`));
});
