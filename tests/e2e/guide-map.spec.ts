import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, type Page, test } from "./fixtures";
import { coversViewport } from "./overlayCover";

// The guide map (issue 7): maplibre arrives only when the map opens, markers
// render through SwiftShader, the sidebar selects, nearby follows a mocked
// location, Esc and back navigation close, phones get the modal instead.

// WebGL through SwiftShader is slow on a shared 2-core machine: map tests get more time.
test.describe.configure({ timeout: 90_000 });

interface Rendered {
  properties: Record<string, string | number>;
}

declare global {
  interface Window {
    __guideMap?: {
      loaded(): boolean;
      isMoving(): boolean;
      areTilesLoaded(): boolean;
      getZoom(): number;
      getCenter(): { lng: number; lat: number };
      project(at: [number, number]): { x: number; y: number };
      queryRenderedFeatures(
        pointOrOptions: { x: number; y: number } | { layers: string[] },
        options?: { layers: string[] },
      ): Rendered[];
    };
  }
}

/** The features of a map layer drawn once the map has settled. */
async function rendered(page: Page, layer: string) {
  await page.waitForFunction(
    () => window.__guideMap?.loaded() && !window.__guideMap.isMoving() && window.__guideMap.areTilesLoaded(),
  );
  return page.evaluate(
    (id) => window.__guideMap!.queryRenderedFeatures({ layers: [id] }).map((f) => f.properties),
    layer,
  );
}

async function openPlace(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function renderedMarkers(page: Page) {
  return (await rendered(page, "venue-markers")) as { id: number; colour: string }[];
}

test("the page's JavaScript has no maplibre until the reader reaches for the map", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    // A chunk that arrives as the test closes the page has no body to read: it counts as no maplibre.
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  await openPlace(page);
  const before = await Promise.all(scripts);
  expect(before.length).toBeGreaterThan(0);
  // The library's own code (its control class names), not a chunk's list of files it may load later.
  const isMaplibre = (text: string) => text.includes("maplibregl-map");
  expect(before.filter(isMaplibre)).toHaveLength(0);
  // A pointer over the explore button loads the map's code, before any click.
  await page.getByRole("button", { name: "explore map" }).hover();
  await expect.poll(async () => (await Promise.all(scripts)).some(isMaplibre), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId("guide-map-canvas")).toHaveCount(0);
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

  // Markers are drawn; the first location is selected (blue), the others red. The map draws the
  // selection on a frame after the list shows it, so its markers are read until they agree.
  const items = map.getByRole("list", { name: "Locations" }).getByRole("button");
  await expect(items.first()).toHaveAttribute("aria-current", "true");
  await expect
    .poll(async () => {
      const markers = await renderedMarkers(page);
      return { several: markers.length > 1, blue: markers.filter((m) => m.colour === "blue").length };
    })
    .toEqual({ several: true, blue: 1 });
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
  // The reader's location, then the shows near it: slow through SwiftShader on a busy machine.
  await expect(map.getByRole("button", { name: "hide nearby" })).toBeVisible({ timeout: 20_000 });
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

test("the sidebar: the list's own scroll to a clicked venue keeps it chosen; the reader's scrolling chooses the venue near the top", async ({
  page,
}) => {
  await openPlace(page);
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const list = page.getByRole("list", { name: "Locations" });
  const second = list.getByRole("button").nth(1);
  await second.click();
  // After 500 ms the list scrolls itself to the choice (50 px below its top); that scroll chooses nothing.
  await expect.poll(() => list.evaluate((l) => l.scrollTop)).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  await expect(second).toHaveAttribute("aria-current", "true");
  await expect(list.locator('[aria-current="true"]')).toHaveCount(1);

  // The reader's own scroll chooses the venue near the top of the list.
  await list.hover();
  await page.mouse.wheel(0, 400);
  await expect(second).not.toHaveAttribute("aria-current", "true");
  await expect(list.locator('[aria-current="true"]')).toHaveCount(1);
});

test("an address on a listing card opens the map on that venue", async ({ page }) => {
  await openPlace(page);
  const address = page.locator(".g-address[data-venue-id]").first();
  const venueId = await address.getAttribute("data-venue-id");
  await address.click();
  // The map loads its library and its venues on demand: seconds on a machine without a GPU.
  await expect(page.locator(`.g-map__sidebar li[data-venue="${venueId}"] button`)).toHaveAttribute(
    "aria-current",
    "true",
    { timeout: 30_000 },
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
    // A modal over the dimmed page, whatever holds the explore button.
    await expect.poll(() => coversViewport(page, ".g-map-modal")).toEqual([]);
    await modal.getByRole("button", { name: "OK" }).click();
    await expect(modal).toBeHidden();
  });

  test("the modal covers and dims the screen even when the explore button's container holds fixed layers", async ({
    page,
  }) => {
    await openPlace(page);
    // A transform (or content-visibility) on an ancestor makes it the box of every fixed layer inside it.
    await page.addStyleTag({ content: ".g-header { transform: translateZ(0); }" });
    await page.getByRole("button", { name: "explore map" }).click();
    await expect(page.getByRole("dialog")).toContainText("not available on phones");
    await expect.poll(() => coversViewport(page, ".g-map-modal")).toEqual([]);
  });

  test("tapping an address offers the maps service's directions, not the notice", async ({ page, context }) => {
    // The maps service is out of reach offline: its page is a stand-in, the address it was asked for is the point.
    await context.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>directions</title>" }),
    );
    await openPlace(page);
    const address = page.locator(".g-address[data-venue-id]").first();
    const [lat, lng] = [await address.getAttribute("data-lat"), await address.getAttribute("data-lng")];
    const popup = page.waitForEvent("popup");
    await address.tap();
    const directions = await popup;
    expect(directions.url()).toContain(`${lat},${lng}`);
    expect(directions.url()).toContain("openstreetmap.org/directions");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("in a 900 px desktop window with a mouse", () => {
  test.use({ viewport: { width: 900, height: 800 } });
  test("the map opens: narrow is not a phone", async ({ page }) => {
    await openPlace(page);
    // Whatever holds the explore button, the open map fills the window.
    await page.addStyleTag({ content: ".g-header { transform: translateZ(0); }" });
    await page.getByRole("button", { name: "explore map" }).click();
    await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(page.getByText("not available on phones")).toHaveCount(0);
    expect(await page.locator(".g-map").boundingBox()).toEqual({ x: 0, y: 0, width: 900, height: 800 });
  });
});

test("the explore map reads as a city map: venues named on land, gallery districts, a scale", async ({ page }) => {
  await openPlace(page);
  await page.getByRole("button", { name: "explore map" }).click();
  const map = page.getByRole("dialog", { name: "Map: New York" });
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const sidebarNames = await map.locator(".g-map__venue").allTextContents();

  // Venue names stand beside their markers (some give way where they would overlap).
  await expect.poll(async () => (await rendered(page, "venue-labels")).length, { timeout: 20_000 }).toBeGreaterThan(3);
  for (const label of await rendered(page, "venue-labels")) expect(sidebarNames).toContain(label.name);
  // The seed's gallery districts are named.
  const districts = (await rendered(page, "districts")).map((d) => d.district);
  expect(districts).toContain("Chelsea");
  expect(new Set(districts).size).toBeGreaterThanOrEqual(3);
  // A scale bar in metres.
  await expect(map.locator(".maplibregl-ctrl-scale")).toHaveText(/^\d+\s+k?m$/);

  // Every marker stands on the city's land, none in the rivers or the bay.
  const markers = await renderedMarkers(page);
  expect(markers.length).toBeGreaterThan(10);
  const inWater = await page.evaluate(async (apiPath) => {
    const venues = (
      (await (await fetch(`${apiPath}/guide/list/place/new-york?size=100`)).json()) as {
        _embedded: { items: { location: { name: string; latitude: number; longitude: number } }[] };
      }
    )._embedded.items.map((i) => i.location);
    const map = window.__guideMap!;
    return venues
      .filter((v) => {
        const at = map.project([v.longitude, v.latitude]);
        return map.queryRenderedFeatures(at, { layers: ["city-land"] }).length === 0;
      })
      .map((v) => v.name);
  }, "/api");
  expect(inWater).toEqual([]);
});

test("plan my route across New York, London and Zurich: one walk per city, every city in view", async ({ page }) => {
  await page.setExtraHTTPHeaders(ownClientAddress());
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  const email = await registerThroughApi(page.request, "route-planner", "route-e2e-password-1");
  expect(
    (
      await page.request.post("/api/login_check", {
        data: { _username: email, _password: "route-e2e-password-1", reload: false },
      })
    ).ok(),
  ).toBe(true);
  // Two shows at two venues in New York and in London, one in Zurich.
  const wanted: Record<string, number> = { "new-york": 2, london: 2, zurich: 1 };
  for (const [city, count] of Object.entries(wanted)) {
    const { exhibitions } = (await (await page.request.get(`/api/guide/exhibitions/${city}`)).json()) as {
      exhibitions: { id: number; location: { id: number } }[];
    };
    const oneEach = exhibitions.filter((e, i) => exhibitions.findIndex((x) => x.location.id === e.location.id) === i);
    expect(oneEach.length).toBeGreaterThanOrEqual(count);
    for (const e of oneEach.slice(0, count)) {
      expect((await page.request.post(`/api/guide/myguide/exhibition/${e.id}`)).ok()).toBe(true);
    }
  }
  await page.goto("/artguide/myguide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "plan my route" }).click();
  const map = page.getByRole("dialog", { name: "Map: myguide" });
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });

  // The sidebar says which city each leg is, and numbers each city's walk from 1.
  const legs = map.locator(".g-map__leg");
  await expect(legs).toHaveCount(3);
  const titles = await legs.locator(".g-map__leg-title").allTextContents();
  expect(titles.map((t) => t.replace(/^Leg \d of 3: /, "")).sort()).toEqual([
    "London, 2 stops",
    "New York, 2 stops",
    "Zurich, 1 stop",
  ]);
  expect(titles.map((t) => t.slice(0, "Leg 1 of 3: ".length))).toEqual([
    "Leg 1 of 3: ",
    "Leg 2 of 3: ",
    "Leg 3 of 3: ",
  ]);
  // Each leg's title names its city: its stops do not repeat it.
  await expect(legs.locator(".g-map__city")).toHaveCount(0);
  for (const leg of await legs.all()) {
    const stops = leg.locator(".g-map__stop");
    await expect(stops).toHaveText(Array.from({ length: await stops.count() }, (_, i) => String(i + 1)));
  }
  // The route is the reader's own walk: nearby cannot replace it.
  await expect(map.getByRole("button", { name: "show nearby" })).toBeDisabled();

  // The map shows every city at once: five markers, each leg named, a line for each city's walk.
  await expect
    .poll(async () => new Set((await renderedMarkers(page)).map((m) => m.id)).size, { timeout: 20_000 })
    .toBe(5);
  const legLabels = [...new Set((await rendered(page, "route-legs")).map((l) => String(l.label)))];
  expect(legLabels.map((l) => l.replace(/^\d · /, "")).sort()).toEqual(["London (2)", "New York (2)", "Zurich (1)"]);
  // Choosing a leg shows that city's walk: a line from stop to stop.
  await legs.locator(".g-map__leg-title", { hasText: "London" }).click();
  await expect
    .poll(async () => [...new Set((await rendered(page, "route-walks")).map((w) => w.leg))], { timeout: 20_000 })
    .toEqual(["london"]);
  await legs.locator(".g-map__leg-title", { hasText: "Zurich" }).click();
  await expect
    .poll(async () => {
      await rendered(page, "venue-markers");
      return page.evaluate(() => {
        const c = window.__guideMap!.getCenter();
        return Math.abs(c.lat - 47.38) < 0.1 && Math.abs(c.lng - 8.54) < 0.1 && window.__guideMap!.getZoom() > 12;
      });
    })
    .toBe(true);
  // Choosing New York after London: its walk tops the sidebar, and scrolling on from there keeps the
  // map in New York (a London stop left selected used to pull it back).
  await legs.locator(".g-map__leg-title", { hasText: "London" }).click();
  await legs.locator(".g-map__leg-title", { hasText: "New York" }).click();
  const sidebar = map.getByRole("list", { name: "Locations" });
  const newYorkLeg = map.locator('.g-map__leg[data-leg="new-york"]');
  await expect
    .poll(async () => {
      const [list, leg] = [(await sidebar.boundingBox())!, (await newYorkLeg.boundingBox())!];
      return (
        Math.abs(leg.y - list.y) < 4 || list.y + (await sidebar.evaluate((el) => el.clientHeight)) >= leg.y + leg.height
      );
    })
    .toBe(true);
  await sidebar.evaluate((el) => el.scrollBy(0, 40));
  await page.waitForTimeout(1_500);
  await expect(map.locator(".is-selected:not(.g-map__leg[data-leg='new-york'] *)")).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const c = window.__guideMap!.getCenter();
        return Math.abs(c.lat - 40.73) < 0.2 && Math.abs(c.lng + 73.99) < 0.2;
      }),
    )
    .toBe(true);
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

test.describe("the map's layout", () => {
  test("every venue of the city map sits inside the frame, with room on the right for its name", async ({ page }) => {
    await openPlace(page);
    await page.getByRole("button", { name: "explore map" }).click();
    await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await rendered(page, "venue-markers");
    const { width, xs } = await page.evaluate(() => {
      const map = window.__guideMap!;
      const features = map.queryRenderedFeatures({ layers: ["venue-markers"] }) as unknown as {
        geometry: { coordinates: [number, number] };
      }[];
      return {
        width: document.querySelector<HTMLElement>('[data-testid="guide-map-canvas"]')!.clientWidth,
        xs: features.map((f) => map.project(f.geometry.coordinates).x),
      };
    });
    expect(xs.length).toBeGreaterThan(5);
    // A name runs to the right of its marker: the rightmost marker leaves it 150 px.
    expect(Math.max(...xs)).toBeLessThan(width - 150);
    expect(Math.min(...xs)).toBeGreaterThan(10);
  });

  test("Must See: every city of the filter in sight, the title and the buttons on one line each, each venue's city named", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto("/artguide/mustsee");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "explore map" }).click();
    const map = page.getByRole("dialog", { name: /^Map: / });
    const places = map.getByRole("list", { name: "Places on the map" }).getByRole("button");
    await expect(places.first()).toBeVisible();
    // The row holds every place: nothing is scrolled out of sight.
    expect(
      await map
        .getByRole("list", { name: "Places on the map" })
        .evaluate((list) => list.scrollWidth <= list.clientWidth),
    ).toBe(true);
    for (const place of await places.all()) {
      const box = (await place.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // Not hidden under the actions or scrolled out of a clipped row.
      expect(
        await place.evaluate(
          (el) => el.getBoundingClientRect().right <= el.parentElement!.parentElement!.getBoundingClientRect().right,
        ),
      ).toBe(true);
    }
    for (const oneLine of [
      map.locator(".g-map__title"),
      map.getByRole("button", { name: "show nearby" }),
      map.getByText("directions"),
    ]) {
      // One line: the box is no taller than one line of its type plus its padding.
      const [height, line, padding] = await oneLine.evaluate((el) => {
        const style = getComputedStyle(el);
        const size = Number.parseFloat(style.fontSize);
        return [
          el.getBoundingClientRect().height,
          Number.parseFloat(style.lineHeight) || size * 1.2,
          Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) + 2,
        ];
      });
      expect(height).toBeLessThan(line * 1.5 + padding);
    }
    // The sidebar lists venues of many cities: each names its city.
    const venues = map.getByRole("list", { name: "Locations" }).locator("li[data-venue]");
    await expect(venues.first()).toBeVisible({ timeout: 30_000 });
    const count = await venues.count();
    await expect(map.locator("li[data-venue] .g-map__city")).toHaveCount(count);
  });

  for (const width of [900, 1280]) {
    test(`Must See at ${width} px: the world view holds every city, Sydney and Los Angeles too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
      await page.goto("/artguide/mustsee");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.getByRole("button", { name: "explore map" }).click();
      await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
      await rendered(page, "venue-markers");
      const outside = await page.evaluate(() => {
        const map = window.__guideMap!;
        const canvas = document.querySelector<HTMLElement>('[data-testid="guide-map-canvas"]')!;
        const cities: [string, number, number][] = [
          ["Sydney", 151.21, -33.87],
          ["Los Angeles", -118.3, 34.05],
        ];
        return cities
          .filter(([, lng, lat]) => {
            const { x, y } = map.project([lng, lat]);
            return x < 0 || x > canvas.clientWidth || y < 0 || y > canvas.clientHeight;
          })
          .map(([name]) => name);
      });
      expect(outside).toEqual([]);
    });
  }

  test("nearby with no venues near the reader says so", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    // The middle of the Pacific: no gallery for thousands of kilometres.
    await context.setGeolocation({ latitude: -30, longitude: -140 });
    await openPlace(page);
    await page.getByRole("button", { name: "explore map" }).click();
    await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await page.getByRole("button", { name: "show nearby" }).click();
    await expect(page.getByRole("list", { name: "Locations" })).toContainText(
      "No shows near you right now. Hide nearby to see this page's shows on the map.",
      { timeout: 30_000 },
    );
  });
});

test("nearby says where the reader is: a 'you are here' marker, each venue's walk", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  // Tenth Avenue in Chelsea, among the galleries.
  await context.setGeolocation({ latitude: 40.7465, longitude: -74.0045 });
  await openPlace(page);
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await page.getByRole("button", { name: "show nearby" }).click();
  const distances = page.getByRole("list", { name: "Locations" }).locator("li[data-venue] .g-map__distance");
  await expect(distances.first()).toBeVisible({ timeout: 30_000 });
  const texts = await distances.allTextContents();
  expect(texts.length).toBe(await page.locator(".g-map__sidebar li[data-venue]").count());
  for (const text of texts) expect(text).toMatch(/^(\d+ m · \d+ min walk|\d+\.\d km|\d+ km)$/);
  // The nearest gallery of Chelsea is a short walk away.
  expect(texts.some((t) => t.endsWith("min walk"))).toBe(true);
  await expect
    .poll(async () => (await rendered(page, "here-label")).map((f) => f.label), { timeout: 20_000 })
    .toEqual(["You are here"]);
  // Hiding nearby takes the reader's marker away.
  await page.getByRole("button", { name: "hide nearby" }).click();
  await expect.poll(async () => (await rendered(page, "here-dot")).length, { timeout: 20_000 }).toBe(0);
  await expect(distances).toHaveCount(0);
});
