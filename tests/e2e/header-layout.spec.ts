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
