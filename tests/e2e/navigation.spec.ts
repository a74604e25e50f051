import { NAVIGATION } from "#app/rules/shell/navigation";
import { expect, test } from "./fixtures";

// Every navigation entry answers 200 inside the page shell.
for (const entry of NAVIGATION) {
  test(`navigation entry "${entry.label}" answers 200 with the shell`, async ({ page }) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("h1").first()).toBeVisible();
  });
}

test("the top bar shows every navigation label, and SUBSCRIBE only in the slide menu", async ({ page }) => {
  await page.goto("/");
  const topBar = page.getByRole("banner");
  for (const entry of NAVIGATION) {
    await expect(topBar.getByRole("link", { name: entry.label, exact: true }).first()).toHaveAttribute(
      "href",
      entry.path,
    );
  }
  await expect(topBar.getByRole("link", { name: "SUBSCRIBE", exact: true })).toHaveCount(0);
});

test("an unknown path answers a real 404 page inside the shell", async ({ page }) => {
  const response = await page.goto("/no/such/page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("h1").first()).toBeVisible();
});

test("the static pages answer 200", async ({ request }) => {
  for (const path of ["/privacy", "/terms", "/contact", "/artguide/help", "/artguide/participate"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("site links navigate in the page: no document reload, Back returns, a new tab stays a new tab", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // A value on window survives in-app navigations only.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  const entry = NAVIGATION[0]!;
  await page.getByRole("banner").getByRole("link", { name: entry.label, exact: true }).first().click();
  await expect(page).toHaveURL(entry.path);
  await expect(page.locator("h1").first()).toBeVisible();
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);

  // A modified click is the browser's: the page stays where it is.
  const opened = context.waitForEvent("page");
  await page
    .getByRole("banner")
    .getByRole("link", { name: entry.label, exact: true })
    .first()
    .click({ modifiers: ["ControlOrMeta"] });
  await (await opened).close();
  await expect(page).toHaveURL("/");
});

test("a link's route is found when the reader reaches for it, not while the page loads", async ({ page }) => {
  const manifestCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") manifestCalls.push(url.searchParams.get("paths") ?? "");
  });
  await page.goto("/artguide/place/new-york");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  // Found on load, each route would re-render the whole page (143 listings) as it arrived. Only
  // the page's own address is asked for: its answer adds no route.
  const ownAddress = ["/", "/artguide", "/artguide/place", "/artguide/place/new-york"];
  expect(manifestCalls.flatMap((paths) => paths.split(",")).filter((path) => !ownAddress.includes(path))).toEqual([]);

  const venue = page.locator(".g-card__venue-name a").first();
  const venuePath = (await venue.getAttribute("href"))!;
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await venue.hover();
  await expect.poll(() => manifestCalls.some((paths) => paths.split(",").includes(venuePath))).toBe(true);
  await venue.click();
  await expect(page).toHaveURL(venuePath);
  await expect(page.locator("h1").first()).toBeVisible();
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
});
