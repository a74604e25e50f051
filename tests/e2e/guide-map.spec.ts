import { expect, type Page, test } from "./fixtures";

// The guide map (issue 7): maplibre arrives only when the map opens, markers
// render through SwiftShader, the sidebar selects, nearby follows a mocked
// location, Esc and back navigation close, phones get the modal instead.

// WebGL through SwiftShader is slow on a shared 2-core machine: map tests get more time.
test.describe.configure({ timeout: 90_000 });

declare global {
  interface Window {
    __guideMap?: {
      loaded(): boolean;
      isMoving(): boolean;
      queryRenderedFeatures(options: { layers: string[] }): { properties: { id: number; colour: string } }[];
    };
  }
}

async function openPlace(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function renderedMarkers(page: Page) {
  await page.waitForFunction(() => window.__guideMap?.loaded() && !window.__guideMap.isMoving());
  return page.evaluate(() =>
    window.__guideMap!.queryRenderedFeatures({ layers: ["venue-markers"] }).map((f) => f.properties),
  );
}

test("the page's JavaScript has no maplibre until the map opens", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await openPlace(page);
  const before = await Promise.all(scripts);
  expect(before.length).toBeGreaterThan(0);
  // The library's own code (its control class names), not a chunk's list of files it may load later.
  const isMaplibre = (text: string) => text.includes("maplibregl-map");
  expect(before.filter(isMaplibre)).toHaveLength(0);
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  expect((await Promise.all(scripts)).some(isMaplibre)).toBe(true);
});

test("explore map: markers, sidebar selection, nearby with a mocked location, Esc and back", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.72, longitude: -73.99 });
  await openPlace(page);
  await page.getByRole("button", { name: "explore map" }).click();
  const map = page.getByRole("dialog", { name: "Map: New York" });
  await expect(map).toBeVisible();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });

  // Markers are drawn; the first location is selected (blue), the others red.
  const markers = await renderedMarkers(page);
  expect(markers.length).toBeGreaterThan(1);
  const items = map.getByRole("list", { name: "Locations" }).getByRole("button");
  await expect(items.first()).toHaveAttribute("aria-current", "true");
  expect(markers.filter((m) => m.colour === "blue")).toHaveLength(1);
  await expect(map.getByRole("link", { name: "directions" })).toHaveAttribute("href", /openstreetmap\.org\/directions/);

  // Choosing a venue in the sidebar selects it on the map too.
  const second = page.locator(".g-map__sidebar li").nth(1);
  const secondId = Number(await second.getAttribute("data-venue"));
  await second.getByRole("button").click();
  await expect(second.getByRole("button")).toHaveAttribute("aria-current", "true");
  // SwiftShader redraws slowly on a busy machine: give the marker colours time.
  await expect
    .poll(async () => (await renderedMarkers(page)).filter((m) => m.colour === "blue").map((m) => Number(m.id)), {
      timeout: 20_000,
    })
    .toEqual([secondId]);

  // Nearby: the shows around the mocked location, green markers.
  await map.getByRole("button", { name: "show nearby" }).click();
  await expect(map.getByRole("button", { name: "hide nearby" })).toBeVisible();
  await expect(map.getByText("Near you")).toBeVisible();
  await expect
    .poll(async () => (await renderedMarkers(page)).some((m) => m.colour === "green"), { timeout: 20_000 })
    .toBe(true);
  await map.getByRole("button", { name: "hide nearby" }).click();
  await expect(map.getByRole("button", { name: "show nearby" })).toBeVisible();

  // Esc closes (back in history).
  await page.keyboard.press("Escape");
  await expect(map).toBeHidden();
  await expect(page).toHaveURL(/\/artguide\/place\/new-york$/);

  // Open again and leave with the browser's back button; forward restores it.
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(map).toBeVisible();
  await page.goBack();
  await expect(map).toBeHidden();
  await page.goForward();
  await expect(map).toBeVisible();
});

test("an address on a listing card opens the map on that venue", async ({ page }) => {
  await openPlace(page);
  const address = page.locator(".g-address[data-venue-id]").first();
  const venueId = await address.getAttribute("data-venue-id");
  await address.click();
  await expect(page.locator(`.g-map__sidebar li[data-venue="${venueId}"] button`)).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("refusing the location says so clearly", async ({ page }) => {
  await openPlace(page);
  await page.getByRole("button", { name: "explore map" }).click();
  await page.getByRole("button", { name: "show nearby" }).click();
  await expect(page.getByRole("alert")).toContainText("did not share your location");
  await expect(page.getByRole("button", { name: "show nearby" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("the map is unavailable: a modal says so", async ({ page }) => {
    await openPlace(page);
    await page.getByRole("button", { name: "explore map" }).click();
    const modal = page.getByRole("dialog");
    await expect(modal).toContainText("The map is not available on phones and tablets.");
    await modal.getByRole("button", { name: "OK" }).click();
    await expect(modal).toBeHidden();
  });
});

test("myguide's 'plan my route' numbers the walk on the map's sidebar", async ({ page, context, baseURL }) => {
  // The seeded subscriber's myguide (four shows); left unchanged, other tests count it.
  await context.addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/myguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "plan my route" }).click();
  const stops = page.locator(".g-map__sidebar .g-map__stop");
  await expect(stops.first()).toHaveText("1");
  const n = await stops.count();
  expect(n).toBeGreaterThan(1);
  await expect(stops).toHaveText(Array.from({ length: n }, (_, i) => String(i + 1)));
  // The route is the reader's own order: nearby cannot replace it.
  await expect(page.getByRole("button", { name: "show nearby" })).toBeDisabled();
});

test("a city's category map shows that category's venues, named under the city", async ({ page, request }) => {
  const museums = (
    (await (await request.get("/api/guide/list/place/new-york?category=museums&size=100")).json()) as {
      _embedded: { items: { location: { id: number } }[] };
    }
  )._embedded.items;
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york?category=museums");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "explore map" }).click();
  const map = page.getByRole("dialog", { name: "Map: New York" });
  await expect(map.locator(".g-map__subtitle--own-line")).toHaveText("museums");
  await expect(map.getByRole("list", { name: "Locations" }).getByRole("button")).toHaveCount(
    new Set(museums.map((x) => x.location.id)).size,
  );
  await expect(map.getByRole("button", { name: "show nearby" })).toBeEnabled();
});

test("a cross-city list's map filters by place; the back arrow returns to every place", async ({ page, request }) => {
  const berlin = (
    (await (await request.get("/api/guide/list/mustsee?place_url=berlin&size=100")).json()) as {
      _embedded: { items: { location: { id: number } }[] };
    }
  )._embedded.items;
  const berlinVenues = new Set(berlin.map((x) => x.location.id)).size;
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/mustsee");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "explore map" }).click();
  const map = page.getByRole("dialog", { name: "Map: Must See" });
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const locations = map.getByRole("list", { name: "Locations" }).getByRole("button");
  const everywhere = await locations.count();
  expect(everywhere).toBeGreaterThan(berlinVenues);
  await expect(map.getByRole("button", { name: "close map" })).toBeVisible();

  // A place is a new config: only its venues, and a back arrow instead of the cross.
  await map
    .getByRole("list", { name: "Places on the map" })
    .getByRole("button", { name: /^Berlin \(\d+\)$/ })
    .click();
  await expect(locations).toHaveCount(berlinVenues);
  await expect(map.getByText("Berlin", { exact: true })).toBeVisible();
  await map.getByRole("button", { name: "back" }).click();
  await expect(locations).toHaveCount(everywhere);
  await expect(map.getByRole("button", { name: "close map" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(map).toHaveCount(0);
});
