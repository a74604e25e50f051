import { BOOK_REVIEW_TEXTS } from "#machines/rules/magazine/homepage";
import { spotlightTitle } from "#machines/rules/magazine/spotlightTitle";
import { expect, type Page, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

type List = { _embedded: { items: { id: number; url: string; title: string; category: string }[] } };

/** Scrolls down the page step by step, so every lazy section reaches the viewport. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

test("Most Read shows the seed's four most-read articles and links to the news", async ({ page, request }) => {
  const mostRead = (await (await request.get("/api/items/flag?flagName=most_read&pageSize=4")).json()) as List;
  await page.goto("/");
  const section = page.getByTestId("most-read");
  await expect(section.getByRole("heading", { name: "MOST READ" })).toBeVisible();
  await expect(section.getByRole("link", { name: "MOST READ" })).toHaveAttribute("href", "/news");
  const links = section.locator(".home-mostread__title a");
  await expect(links).toHaveCount(4);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    mostRead._embedded.items.map((a) => a.url),
  );
});

test("on a phone nothing on the front page moves when the Most Read carousel starts", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  const controls = page.getByTestId("most-read").locator(".home-carousel__controls");
  await expect(controls.getByRole("button", { name: "Next: Most read" })).toBeVisible();
  await expect(controls).not.toHaveAttribute("data-pending");
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
  );
  expect(shifted, "the page's layout shift as it loads and its carousels start").toBeLessThan(0.01);
});

test("the front-page news carries the news ad at position 2", async ({ page, request }) => {
  const ad = (await (await request.get("/api/items?category=news_ads&pageSize=1")).json()) as List;
  await page.goto("/");
  const items = page.getByTestId("news-column").locator("li");
  await expect(items).toHaveCount(19);
  await expect(items.nth(2)).toHaveAttribute("data-testid", "news-ad");
  await expect(items.nth(2).getByRole("link")).toHaveAttribute("href", ad._embedded.items[0]!.url);
});

test("lazy sections load their data once, when scrolled to", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/")) calls.push(`${path}${new URL(r.url()).search}`);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Above the fold is server-rendered; nothing below has been asked for yet.
  expect(
    calls.filter((c) => c.startsWith("/api/guide/highlights") || c.startsWith("/api/items/issue/type/600")),
  ).toEqual([]);
  await scrollThrough(page);
  await expect(page.getByTestId("highlight-current")).toBeVisible();
  await expect(page.getByTestId("spotlight-carousel")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollThrough(page);
  const count = (prefix: string) => calls.filter((c) => c.startsWith(prefix)).length;
  expect(count("/api/guide/highlights")).toBe(1);
  expect(count("/api/items/issue/type/600")).toBe(1);
  expect(count("/api/items/bookreview")).toBe(1);
  expect(count("/api/video/featured-sponsored")).toBe(1);
  expect(count("/api/items/homepage?flag_name=section_feature&category=columns")).toBe(1);
  await expect(page.getByTestId("blog-columns").locator("h3")).toHaveCount(3);
  await expect(page.getByTestId("book-print").locator("li").first()).toBeVisible();
});

test("an issue without articles yet: the book teaser shows its cover and web highlights, no empty heading", async ({
  page,
}) => {
  await page.route("**/api/items/bookreview", async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...body, print: [], feature: null } });
  });
  await page.goto("/");
  await scrollThrough(page);
  const teaser = page.getByTestId("book-review");
  await expect(teaser.getByTestId("book-web").locator("li")).toHaveCount(3);
  await expect(teaser.getByRole("img", { name: /^Cover: / })).toBeVisible();
  await expect(teaser.getByText(BOOK_REVIEW_TEXTS.issue)).toHaveCount(0);
});

test("a lazy section that fails to load says so", async ({ page }) => {
  const failing = (route: import("@playwright/test").Route) => route.fulfill({ status: 500, json: { error: "down" } });
  await page.route("**/api/items/homepage?*", failing);
  await page.route("**/api/video?*", failing);
  await page.goto("/");
  await scrollThrough(page);
  await expect(page.getByTestId("blog-columns").getByRole("alert")).toHaveText(
    "There was an error loading featured articles from the API.",
  );
  await expect(page.locator(".home-video").getByRole("alert")).toHaveText(
    "There was an error loading videos from the API.",
  );
});

test("the spotlight names this month's advertisers and shows viewing rooms", async ({ page }) => {
  await page.goto("/");
  await scrollThrough(page);
  const spotlight = page.getByTestId("spotlight");
  await expect(spotlight.getByRole("heading", { level: 2 })).toHaveText(spotlightTitle(new Date().toISOString()));
  await expect(spotlight.getByTestId("viewing-room").first()).toBeVisible();
  // Three rooms a screen on desktop, padded to a multiple of three.
  expect((await spotlight.getByTestId("viewing-room").count()) % 3).toBe(0);
});

test("every auto-moving block has a pause control, and reduced motion starts them paused", async ({ page }) => {
  await page.goto("/");
  const pause = page.getByTestId("multi-feature").getByTestId("pause-control");
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  // Hovering an entry makes it the current item.
  const second = page.getByTestId("multi-feature").locator(".home-multi__entry").nth(1);
  await second.hover();
  await expect(second).toHaveAttribute("aria-current", "true");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByTestId("multi-feature").getByTestId("pause-control")).toHaveAttribute("aria-pressed", "true");
});

/** Opens the homepage and waits for its popup ad: due, then shown once the reader scrolls after the first seconds. */
async function openPopupAd(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.clock.install();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-popup-ad", "waiting");
  await page.mouse.wheel(0, 400);
  await page.clock.runFor(8_000);
  await expect(page.getByTestId("popup-ad")).toBeVisible();
}

test("the popup ad on the homepage offers its subscribe link", async ({ browser }) => {
  const page = await browser.newPage();
  await openPopupAd(page);
  await expect(page.getByTestId("popup-subscribe")).toHaveAttribute("href", "/subscribe");
  await page.close();
});

test("the popup ad offers no subscribe link to a subscriber", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL ?? "http://localhost" }]);
  const page = await context.newPage();
  await openPopupAd(page);
  await expect(page.getByTestId("popup-subscribe")).toHaveCount(0);
  await context.close();
});
