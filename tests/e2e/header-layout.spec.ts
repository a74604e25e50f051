import { expect, test } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";

// The masthead sits centred between the header's controls; at no width may the
// account links or the subscribe button run into it (signed in is the widest state).
for (const width of [860, 1024, 1280, 1440]) {
  test(`at ${width} px the masthead never touches the account links or the subscribe button`, async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutPopupAds(page);
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expect(page.getByTestId("account-username")).toBeVisible();
    const touching = await page.evaluate(() => {
      const mast = document.querySelector(".masthead__link")!.getBoundingClientRect();
      return [...document.querySelectorAll(".site-header__end a, .site-header__end button")]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .some(
          (box) => box.left < mast.right && box.right > mast.left && box.top < mast.bottom && box.bottom > mast.top,
        );
    });
    expect(touching).toBe(false);
  });
}

test("the 970 leaderboard sits above the header with its height reserved, and the header sticks only past it", async ({
  page,
}) => {
  await withoutPopupAds(page);
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  // Hold the ad's image back: the page must not move when it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/media/ads/970-*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/news", { waitUntil: "domcontentloaded" });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const header = page.getByTestId("site-header");
  const slot = page.getByTestId("leaderboard-slot");
  const headerTop = async () => (await header.boundingBox())!.y;
  const before = await headerTop();
  // 970 x 250 at this width, plus the band's padding.
  expect(before).toBeGreaterThanOrEqual(250);
  release();
  await expect
    .poll(() =>
      page
        .getByTestId("leaderboard")
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await headerTop()).toBe(before);

  const height = (await slot.boundingBox())!.height;
  await page.evaluate((y) => window.scrollTo(0, y), height - 40);
  await expect(header).not.toHaveAttribute("data-sticky");
  expect(await headerTop()).toBeGreaterThan(0);
  await page.evaluate((y) => window.scrollTo(0, y), height + 60);
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect.poll(headerTop).toBe(0);
});

for (const path of ["/", "/artguide/mustsee", "/print/archive", "/cart"]) {
  test(`${path} carries the leaderboard above its header`, async ({ page }) => {
    await withoutPopupAds(page);
    await page.goto(path);
    await expect(page.getByTestId("leaderboard")).toBeVisible();
  });
}

test("the subscribe page keeps its focus: no leaderboard", async ({ page }) => {
  await page.goto("/subscribe");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("leaderboard")).toHaveCount(0);
});
