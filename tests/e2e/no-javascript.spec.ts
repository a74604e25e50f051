import { expect, test } from "./fixtures";

// Pages are server-rendered: with JavaScript disabled they still show content,
// links navigate and GET forms submit.
test.use({ javaScriptEnabled: false });

test("the home page renders with its shell and seeded images", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("main img").first()).toBeVisible();
});

test("the home page's lazy sections offer their content as links instead of staying empty", async ({ page }) => {
  await page.goto("/");
  const highlights = page.getByTestId("exhibition-highlights");
  await highlights.getByRole("link", { name: /Browse exhibitions in the art guide/ }).click();
  await expect(page).toHaveURL(/\/artguide$/);
  await page.goBack();
  await expect(page.getByTestId("spotlight").getByRole("link", { name: /See all viewing rooms/ })).toHaveAttribute(
    "href",
    "/viewing-rooms",
  );
  await expect(page.getByRole("link", { name: /Watch the latest videos/ })).toHaveAttribute("href", "/video");
  await expect(page.getByTestId("book-review").getByRole("link", { name: /highlights from the issue/ })).toBeVisible();
  // Every section blog offers its section.
  const blogs = page.locator('[data-testid^="blog-"]');
  expect(await blogs.count()).toBeGreaterThan(0);
  for (const blog of await blogs.all()) {
    await expect(blog.getByRole("link", { name: /^The latest in / })).toBeVisible();
  }
});

test("the city guide renders listings", async ({ page }) => {
  const response = await page.goto("/artguide/place/new-york?category=galleries");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("main article, main li").first()).toBeVisible();
});

test("a navigation link works without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "must see", exact: true }).first().click();
  await expect(page).toHaveURL(/\/artguide\/mustsee$/);
});

test("the 970 leaderboard is part of the page above the header, not added by a script", async ({ page }) => {
  await page.goto("/news");
  const leaderboard = page.getByTestId("leaderboard");
  await expect(leaderboard.locator("img")).toHaveAttribute("width", "970");
  const [ad, header] = await Promise.all([leaderboard.boundingBox(), page.getByTestId("site-header").boundingBox()]);
  expect(ad!.y + ad!.height).toBeLessThanOrEqual(header!.y);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header holds the cart and the subscribe button; the sections the row has no room for are in the menu's index", async ({
    page,
  }) => {
    await page.goto("/news");
    const header = page.getByTestId("site-header");
    await expect(header.getByTestId("cart-widget")).toBeVisible();
    await expect(header.getByTestId("header-subscribe")).toBeVisible();
    await expect(header.getByTestId("account-signin")).toBeVisible();
    // Without a script the row shows whole sections only (header-layout.spec.ts); the menu link
    // jumps to the site index, which links every section, the row's last included.
    await expect(header.getByTestId("menu-button")).toHaveAttribute("href", "#site-index");
    const last = await header.getByTestId("top-navigation").getByRole("link").last().getAttribute("href");
    await expect(page.locator(`#site-index a[href="${last}"]`).first()).toBeAttached();
  });

  test("the front page shows no control that needs a script, and Most Read scrolls to its last article", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("multi-feature")).toBeVisible();
    const pauses = await page.getByTestId("pause-control").all();
    expect(pauses.length, "the auto-moving blocks' pause controls, in the page").toBeGreaterThan(0);
    for (const control of pauses) await expect(control).toBeHidden();
    const mostRead = page.getByTestId("most-read");
    await expect(mostRead.getByRole("button", { name: "Next: Most read" })).toBeHidden();
    // The next article's number shows at the strip's edge: there is more to swipe to.
    await expect(mostRead.locator(".home-mostread__n").nth(1)).toBeInViewport();
    const last = mostRead.locator(".home-mostread__title a").last();
    await expect(last).not.toBeInViewport();
    const strip = mostRead.locator(".home-carousel__viewport");
    await strip.hover();
    for (let i = 0; i < 4; i++) await page.mouse.wheel(400, 0);
    await expect(last).toBeInViewport();
  });
});
