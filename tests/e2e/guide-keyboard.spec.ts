import { expect, test } from "./fixtures";

// Issue 23 point 8: what opens the map is a control a keyboard reaches and a
// screen reader announces, and without JavaScript nothing is shown that would
// do nothing: the address links to a map, 'explore map' and 'print' wait for
// the page's JavaScript.

// WebGL through SwiftShader is slow on a shared 2-core machine: the map gets more time.
test.describe.configure({ timeout: 90_000 });

const SUBSCRIBER = { name: "session", value: "seed-subscriber-session" };

test("a listing's address is a link: Enter on it opens the map on its venue", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york");
  const address = page.locator(".g-card .g-address").first();
  await expect(address).toHaveRole("link");
  await expect(address).toHaveAccessibleName(/on the map$/);
  const venueId = await address.getAttribute("data-venue-id");
  await address.focus();
  await expect(address).toBeFocused();
  await page.keyboard.press("Enter");
  // The map loads its library and its venues on demand: seconds on a machine without a GPU.
  await expect(page.locator(`.g-map__sidebar li[data-venue="${venueId}"] button`)).toHaveAttribute(
    "aria-current",
    "true",
    { timeout: 30_000 },
  );
});

test("with JavaScript, explore map and myguide's print are there", async ({ page, context, baseURL }) => {
  await context.addCookies([{ ...SUBSCRIBER, url: baseURL! }]);
  await page.goto("/artguide/place/new-york");
  await expect(page.getByRole("button", { name: "explore map" })).toBeVisible();
  await page.goto("/artguide/myguide");
  await expect(page.getByRole("button", { name: "print" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the address links to the venue on a map; explore map and print are not offered", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ ...SUBSCRIBER, url: baseURL! }]);
    await page.goto("/artguide/place/new-york");
    const address = page.locator(".g-card .g-address").first();
    const [lat, lng] = [await address.getAttribute("data-lat"), await address.getAttribute("data-lng")];
    await expect(address).toHaveAttribute("href", `https://www.openstreetmap.org/directions?route=;${lat},${lng}`);
    await expect(page.getByRole("button", { name: "explore map" })).toHaveCount(0);
    await page.goto("/artguide/myguide");
    await expect(page.getByRole("link", { name: "sort by city" })).toBeVisible();
    await expect(page.getByRole("button", { name: "print" })).toHaveCount(0);
  });
});
