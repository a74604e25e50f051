import { expect, test } from "./fixtures";

// The API-driven page's all/active toggle: with
// JavaScript it reloads page one in place from the api path ("Loading..."),
// without it the links reload the page from the server.
const PLACE = "/artguide/place/new-york?category=galleries";
const API = "/api/guide/list/place/new-york?category=galleries&size=15";

async function totalOf(request: import("@playwright/test").APIRequestContext, show: string): Promise<number> {
  return ((await (await request.get(`${API}&show=${show}`)).json()) as { total: number }).total;
}

test("on view now reloads page one in place, showing Loading... first", async ({ page, request }) => {
  const [all, active] = [await totalOf(request, "all"), await totalOf(request, "active")];
  expect(active).toBeLessThan(all);
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto(PLACE);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const status = page.locator(".g-pager__status");
  // The header's count is the list's count, whichever shows the toggle chose.
  const heading = page.locator(".g-subtitle");
  await expect(status).toContainText(`${all} listings`);
  await expect(heading).toHaveText(`galleries · ${all} listings`);

  // Hold the call back a moment so the reader-visible loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/guide/list/place/new-york?**", async (route) => {
    await held;
    await route.continue();
  });
  const toggle = page.getByRole("navigation", { name: "Which shows" });
  await toggle.getByRole("link", { name: "on view now" }).click();
  await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]show=active/);
  release();
  await expect(status).toContainText(`${active} listings`);
  await expect(heading).toHaveText(`galleries · ${active} listings`);
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
  await expect.poll(() => page.locator(".g-card").count()).toBeGreaterThanOrEqual(Math.min(15, active));
  await expect(toggle.getByRole("link", { name: "on view now" })).toHaveAttribute("aria-current", "true");
  // The real next-page link keeps the choice (it points past what is loaded).
  await expect(page.getByRole("link", { name: "Next page →" })).toHaveAttribute(
    "href",
    /^\/artguide\/place\/new-york\?category=galleries&show=active&page=\d+$/,
  );

  // And back to every show.
  await toggle.getByRole("link", { name: "all shows" }).click();
  await expect(status).toContainText(`${all} listings`);
  await expect(heading).toHaveText(`galleries · ${all} listings`);
  await expect(page).not.toHaveURL(/show=/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle's links reload the list from the server", async ({ page, request }) => {
    const active = await totalOf(request, "active");
    await page.goto(PLACE);
    await page.getByRole("navigation", { name: "Which shows" }).getByRole("link", { name: "on view now" }).click();
    await expect(page).toHaveURL(/\/artguide\/place\/new-york\?category=galleries&show=active$/);
    await expect(page.locator(".g-pager__status")).toContainText(`${active} listings`);
    await expect(page.locator(".g-subtitle")).toHaveText(`galleries · ${active} listings`);
    await page.getByRole("link", { name: "Next page →" }).click();
    await expect(page).toHaveURL(/show=active&page=2$/);
    await expect(page.locator(".g-pager__status")).toContainText(`Page 2 of ${Math.ceil(active / 15)}`);
  });
});

test.describe("the place filter of a cross-city list, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'All' plus places with counts; a place narrows the list, and its count is the list's", async ({ page }) => {
    await page.goto("/artguide/mustsee");
    const places = page.getByRole("navigation", { name: "Places" });
    await expect(places.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    const berlin = places.getByRole("link", { name: /^Berlin \((\d+)\)$/ });
    const count = Number(/\((\d+)\)/.exec((await berlin.textContent())!)![1]);
    await berlin.click();
    await expect(page).toHaveURL(/\/artguide\/mustsee\?place_url=berlin$/);
    await expect(places.getByRole("link", { name: /^Berlin/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".g-card")).toHaveCount(Math.min(count, 15));
    // Every section of the narrowed list is Berlin's.
    for (const title of await page.locator(".g-section__title").allTextContents()) expect(title).toBe("Berlin");
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1700, height: 1000 } });

  test("the side navigation lists the sections, starts at 385 px under a map and rises with the scroll to 130 px", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto("/artguide/mustsee");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const nav = page.getByRole("navigation", { name: "Sections" });
    const titles = await page.locator(".g-section__title").allTextContents();
    await expect(nav.getByRole("link")).toHaveText(titles);
    const top = () => nav.evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBe(385);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(top).toBe(285);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(top).toBe(130);
    // A link jumps to its section.
    await nav.getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/#g-section-2$/);
    await expect(page.locator("#g-section-2")).toBeInViewport();
  });
});
