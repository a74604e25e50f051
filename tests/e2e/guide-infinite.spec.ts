import { expect, test } from "./fixtures";

// The API-driven list: 15 server-rendered listings, more as the reader scrolls,
// with the real next-page link underneath.
test("must see loads the next pages while scrolling, keeping a real next-page link", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/mustsee");
  const status = page.locator(".g-pager__status");
  const pages = Number(/of (\d+)/.exec((await status.textContent()) ?? "")?.[1] ?? "1");
  expect(pages).toBeGreaterThan(1);
  await expect(page.locator(".g-card")).toHaveCount(15);
  await expect(page.getByRole("link", { name: "Next page →" })).toHaveAttribute("href", "/artguide/mustsee?page=2");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await page.locator(".g-infinite").scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(".g-card").count()).toBeGreaterThanOrEqual(30);
  // The link underneath points past what is loaded, or is gone once every page is.
  const next = page.getByRole("link", { name: "Next page →" });
  await expect(async () => {
    const loaded = Math.ceil((await page.locator(".g-card").count()) / 15);
    if (loaded >= pages) await expect(next).toHaveCount(0);
    else await expect(next).toHaveAttribute("href", `/artguide/mustsee?page=${loaded + 1}`);
  }).toPass();
});

test("a failing next page shows the error text", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.route("**/api/guide/list/mustsee**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/artguide/mustsee");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator(".g-infinite").scrollIntoViewIfNeeded();
  await expect(page.getByText("Error loading results. Refresh the page to try again.")).toBeVisible();
  await expect(page.locator(".g-card")).toHaveCount(15);
});
