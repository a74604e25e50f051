import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, type Page, test } from "./fixtures";

// Map screenshots for review, written to
// screenshots/ (SHOTS_DIR overrides): the explore map of New York and
// myguide's route across New York, London and Zurich. Phones (touch
// emulated at 390 px) get the spec's modal instead of the map.
const dir = process.env.SHOTS_DIR ?? "screenshots";
test.describe.configure({ timeout: 90_000 });

async function settled(page: Page) {
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await page.waitForFunction(() => {
    const map = (window as { __guideMap?: { loaded(): boolean; isMoving(): boolean; areTilesLoaded(): boolean } })
      .__guideMap;
    return map?.loaded() && !map.isMoving() && map.areTilesLoaded();
  });
}

for (const width of [1280, 390]) {
  test.describe(`map at ${width} px`, () => {
    // A phone is a touch device: what keeps the map from it is the finger, not the width.
    const phone = width <= 600;
    test.use({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    });

    test("the explore map of New York", async ({ page }) => {
      await page.goto("/artguide/place/new-york");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.getByRole("button", { name: "explore map" }).click();
      if (width > 600) await settled(page);
      else await expect(page.getByRole("dialog")).toContainText("not available on phones");
      await page.screenshot({ path: `${dir}/map-explore-new-york-${width}.png` });
    });

    test("myguide's route across three cities", async ({ page }) => {
      await page.setExtraHTTPHeaders(ownClientAddress());
      const password = "route-shots-password-1";
      const email = await registerThroughApi(page.request, `route-shots-${width}`, password);
      await page.request.post("/api/login_check", { data: { _username: email, _password: password, reload: false } });
      for (const [city, count] of [
        ["new-york", 4],
        ["london", 3],
        ["zurich", 2],
      ] as const) {
        const { exhibitions } = (await (await page.request.get(`/api/guide/exhibitions/${city}`)).json()) as {
          exhibitions: { id: number; location: { id: number } }[];
        };
        const oneEach = exhibitions.filter(
          (e, i) => exhibitions.findIndex((x) => x.location.id === e.location.id) === i,
        );
        for (const e of oneEach.slice(0, count)) await page.request.post(`/api/guide/myguide/exhibition/${e.id}`);
      }
      await page.goto("/artguide/myguide");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.getByRole("button", { name: "plan my route" }).click();
      if (width <= 600) {
        await expect(page.getByRole("dialog")).toContainText("not available on phones");
        await page.screenshot({ path: `${dir}/map-route-${width}.png` });
        return;
      }
      await settled(page);
      await page.screenshot({ path: `${dir}/map-route-${width}.png` });
      await page.locator(".g-map__leg-title", { hasText: "New York" }).click();
      // The New York walk fills the view.
      await expect
        .poll(() => page.evaluate(() => (window as { __guideMap?: { getZoom(): number } }).__guideMap?.getZoom() ?? 0))
        .toBeGreaterThan(11);
      await settled(page);
      await page.screenshot({ path: `${dir}/map-route-new-york-${width}.png` });
    });
  });
}
