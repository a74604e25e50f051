import { expect, test } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";
import { acceptPrivacy, hydrated, newestPurchasePath } from "./shop-helpers";

// What a reader on a phone (390 px) or at a desk sees of the reader pages' small layout rules.

test("the privacy notice never covers the sign-in form's Submit button on a short phone screen", async ({ page }) => {
  await withoutPopupAds(page);
  await page.setViewportSize({ width: 390, height: 664 });
  await page.goto("/login");
  await hydrated(page);
  const notice = page.locator('[data-overlay="privacyNotice"] .overlay__panel');
  await expect(notice).toBeVisible();
  const submit = page.locator("main").getByRole("button", { name: "Submit" });
  await expect
    .poll(async () => {
      const [button, bar] = [await submit.boundingBox(), await notice.boundingBox()];
      return button && bar ? bar.y - (button.y + button.height) : -1;
    })
    .toBeGreaterThan(0);
  // The page keeps room at its end for the notice: the footer's last line can be scrolled above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator("footer").getByRole("link").last();
  const [link, bar] = [await last.boundingBox(), await notice.boundingBox()];
  expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
});

test("a cart line's price stays on a 390 px screen, and news lists put a small image beside the text", async ({
  page,
}) => {
  await acceptPrivacy(page);
  await withoutPopupAds(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await newestPurchasePath(page);
  await hydrated(page);
  await page.locator('input[name="format"][value="print"]').check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await hydrated(page);
  const price = page.locator(".shop-line__price").first();
  await expect(price).toBeVisible();
  const box = await price.boundingBox();
  // The page's side margin is 20 px: the price ends inside it.
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(370);

  await page.goto("/news");
  const card = page.getByTestId("article-card").first();
  const [image, title] = [
    await card.locator(".mag-card__media").boundingBox(),
    await card.locator(".mag-card__title").boundingBox(),
  ];
  expect(image?.width ?? 0).toBeLessThanOrEqual(120);
  // Beside, not above: the title starts right of the image, level with its top.
  expect(title?.x ?? 0).toBeGreaterThan((image?.x ?? 0) + (image?.width ?? 0));
  expect(Math.abs((title?.y ?? 0) - (image?.y ?? 0))).toBeLessThan(40);
});

test("/subscribe rules each section once across its column, and its radios are in the page's ink", async ({ page }) => {
  await acceptPrivacy(page);
  await withoutPopupAds(page);
  await page.goto("/subscribe");
  await hydrated(page);
  const payment = page.locator("legend", { hasText: "Payment information" });
  const form = payment.locator("xpath=..");
  const [legend, fieldset] = [await payment.boundingBox(), await form.boundingBox()];
  expect(Math.round(legend?.width ?? 0)).toBe(Math.round(fieldset?.width ?? 0));
  const review = page.locator(".subscribe-review");
  const rules = await review.evaluate((el) => {
    const heading = el.querySelector(".section-heading");
    return [getComputedStyle(el).borderTopWidth, heading ? getComputedStyle(heading).borderTopWidth : "none"];
  });
  // One rule over REVIEW: the heading's, not the box's as well.
  expect(rules).toEqual(["0px", "2px"]);

  const { path } = await newestPurchasePath(page);
  await page.goto(path);
  const ink = await page.evaluate(() => getComputedStyle(document.body).color);
  const radio = page.locator('input[name="format"]').first();
  expect(await radio.evaluate((el) => getComputedStyle(el).accentColor)).toBe(ink);
});
