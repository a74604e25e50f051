import { expect, test } from "./fixtures";

// A listing's share option: a disclosure of e-mail, post and share links with
// JavaScript; without it, a link to the listing's share page with the same links.

test("with JavaScript, share opens the panel in place and a social link opens a 550×450 window", async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("privacyAccepted", "1");
    // This machine has no network: record the share windows instead of opening them.
    const opened: string[][] = [];
    Object.assign(window, { opened });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), target ?? "", features ?? ""]);
      return null;
    };
  });
  await page.goto("/artguide/place/new-york?category=galleries");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const card = page.locator(".g-card").first();
  const headline = (await card.locator(".g-card__title").innerText()).replace(/\n+/, ": ");
  const share = card.locator("summary", { hasText: "share" });
  await share.click();
  const panel = card.locator(".g-share");
  await expect(panel.getByRole("link")).toHaveText(["E-mail", "X", "Facebook"]);
  await expect(panel.getByRole("link", { name: "E-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:\\?subject=${encodeURIComponent(headline).replace(/[()*]/g, "\\$&")}&body=`),
  );
  await expect(page).toHaveURL(/\/artguide\/place\/new-york\?category=galleries$/);

  await panel.getByRole("link", { name: "X" }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: [string, string, string][] }).opened);
  expect(opened).toHaveLength(1);
  const [url, target, features] = opened[0]!;
  expect(url).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=.+&source=Artmagazine$/);
  expect(target).toBe("share");
  expect(features).toMatch(/^width=550,height=450,/);
  await expect(page).toHaveURL(/\/artguide\/place\/new-york\?category=galleries$/);

  await share.click();
  await expect(panel).toBeHidden();
});

test("the share panel copies the listing's address", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york?category=galleries");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const card = page.locator(".g-card").first();
  await card.locator("summary", { hasText: "share" }).click();
  const panel = card.locator(".g-share");
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByRole("status")).toHaveText("url copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https?:\/\/[^/]+\/artguide\/venue\/[a-z0-9-]+#[a-z0-9-]+$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("share leads to the listing's share page, which links back to it", async ({ page }) => {
    await page.goto("/artguide/place/new-york?category=galleries");
    const card = page.locator(".g-card").first();
    const show = (await card.locator(".g-card__show").textContent()) ?? "";
    await card.getByRole("link", { name: "share", exact: true }).click();
    await expect(page).toHaveURL(/\/artguide\/venue\/[a-z0-9-]+\/share\?exhibition=[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(show);
    const links = page.locator(".g-share").getByRole("link");
    await expect(links).toHaveText(["E-mail", "X", "Facebook"]);
    await expect(links.nth(2)).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    await page.getByRole("link", { name: "back to the listing" }).click();
    await expect(page).toHaveURL(/\/artguide\/venue\/[a-z0-9-]+#[a-z0-9-]+$/);
    await expect(page.locator(".g-card").filter({ hasText: show })).toBeVisible();
  });
});
