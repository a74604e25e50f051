import { expect, followTestTodayIn, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

const SUBSCRIBER = { cookie: "session=seed-subscriber-session" };

test("a visitor reads free articles until the wall, whose HTML has no body", async ({ page, request }) => {
  await quietReader(page);
  const list = await (await request.get("/api/items?category=news&pageSize=4")).json();
  const urls: string[] = list._embedded.items.map((a: { url: string }) => a.url);
  const counters = [
    "You have 2 articles remaining this month.",
    "You have 1 article remaining this month.",
    "This is your last free article for the month.",
  ];
  for (const [i, url] of urls.slice(0, 3).entries()) {
    await page.goto(url);
    await expect(page.getByTestId("paywall-counter")).toHaveText(counters[i]!);
    // The closed bar speaks to subscribers too, beside its Subscribe offer.
    await expect(page.getByTestId("paywall-bar").getByRole("link", { name: "Subscriber? Sign in" })).toBeVisible();
    await expect(page.getByTestId("article-body")).toBeVisible();
  }
  // The counter bar opens onto the current issue's cover.
  await page.getByTestId("paywall-counter").click();
  await expect(page.getByRole("img", { name: /Cover of the .* issue/ })).toBeVisible();

  const last = urls[3]!;
  await page.goto(last);
  await expect(page.getByTestId("paywall-wall")).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe from $50 a year" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("link", { name: "Back issues from $15" })).toHaveAttribute("href", "/print/archive");
  await expect(page.getByTestId("article-body")).toHaveCount(0);

  // The text is not in the page's HTML at all, not even in the hydration data.
  const id = await page.locator("[data-article-id]").getAttribute("data-article-id");
  const full = await (await request.get(`/api/items/${id}`, { headers: SUBSCRIBER })).json();
  const sentence = (full.bodyFormatted as string).split("</p>")[1]!.replace(/^<p>/, "").slice(0, 50);
  const html = await (await page.request.get(last)).text();
  expect(html).toContain('data-testid="paywall-wall"');
  expect(html).not.toContain(sentence);
});

test("a subscriber is never metered", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await followTestTodayIn(context);
  await context.addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
  const page = await context.newPage();
  await quietReader(page);
  const list = await (await page.request.get("/api/items?category=news&pageSize=5")).json();
  for (const { url } of list._embedded.items as { url: string }[]) {
    await page.goto(url);
    await expect(page.getByTestId("article-body")).toBeVisible();
    await expect(page.getByTestId("paywall-bar")).toHaveCount(0);
  }
  await context.close();
});
