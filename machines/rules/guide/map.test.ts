import { describe, expect, it } from "vitest";
import { buildVenues } from "#seed/guide";
import { createRng } from "#seed/random";
import {
  clampZoom,
  constrainedLatitude,
  currentLocationBounds,
  directionsHref,
  filterOutliers,
  framePadding,
  LABEL_ROOM_PX,
  MARKER_COLOURS,
  type MapPlace,
  mapAvailable,
  mapTexts,
  minZoomCap,
  placeFilter,
  placesFromListings,
  routeLegs,
  routeOrder,
  sideNavTop,
  spansCities,
} from "./map";

/** The seed's own New York and Berlin venues, as `npm start` writes them. */
const venues = buildVenues(createRng("map-rules"), 120, [1]);
const newYork = venues
  .filter((v) => v.city.placeUrl === "new-york")
  .map((v) => ({ id: v.id, latitude: v.latitude, longitude: v.longitude }));
const berlin = venues.find((v) => v.city.placeUrl === "berlin");

describe("map defaults", () => {
  it("zoom defaults to 12, never passes 17, and the minimum-zoom cap drops by one from 14", () => {
    expect(clampZoom(undefined)).toBe(12);
    expect(clampZoom(19)).toBe(17);
    expect(clampZoom(13)).toBe(13);
    expect(minZoomCap(13)).toBe(21);
    expect(minZoomCap(14)).toBe(20);
    expect(minZoomCap(16)).toBe(20);
  });

  it("bounds the current location by ±0.2 degrees", () => {
    expect(currentLocationBounds({ latitude: 40.7, longitude: -74 })).toEqual([
      [-74.2, 40.5],
      [-73.8, 40.900000000000006],
    ]);
  });

  it("marker colours: red default, blue selected, green nearby", () => {
    expect(MARKER_COLOURS).toEqual({ default: "red", selected: "blue", nearby: "green" });
  });
});

describe("outlier filter on seed coordinates", () => {
  it("keeps every New York venue and drops one far away once there are more than 10", () => {
    expect(newYork.length).toBeGreaterThan(10);
    expect(filterOutliers(newYork)).toHaveLength(newYork.length);
    const far = { id: 0, latitude: berlin!.latitude, longitude: berlin!.longitude };
    const filtered = filterOutliers([...newYork, far]);
    expect(filtered).toHaveLength(newYork.length);
    expect(filtered).not.toContain(far);
  });

  it("keeps a far city in a list across cities (Sydney among New York's venues)", () => {
    const inNewYork = newYork.map((v) => ({ ...v, place_url: "new-york" }));
    const sydney = { id: 0, latitude: -33.87, longitude: 151.2, place_url: "sydney" };
    expect(filterOutliers([...inNewYork, sydney])).toContain(sydney);
  });

  it("leaves 10 markers or fewer alone", () => {
    const ten = [...newYork.slice(0, 9), { id: 0, latitude: berlin!.latitude, longitude: berlin!.longitude }];
    expect(filterOutliers(ten)).toHaveLength(10);
  });
});

describe("plan my route", () => {
  it("walks nearest neighbour from the first venue, visiting each once", () => {
    const stops = newYork.slice(0, 8);
    const route = routeOrder(stops);
    expect(route[0]).toBe(stops[0]);
    expect(new Set(route.map((s) => s.id))).toEqual(new Set(stops.map((s) => s.id)));
    // Each next stop is the closest of those not yet visited.
    for (let i = 1; i < route.length; i++) {
      const from = route[i - 1]!;
      const rest = route.slice(i);
      const d = (s: { latitude: number; longitude: number }) =>
        (s.latitude - from.latitude) ** 2 +
        ((s.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180)) ** 2;
      const nearest = Math.min(...rest.map(d));
      expect(d(route[i]!)).toBeCloseTo(nearest, 6);
    }
  });

  it("starts at the stop nearest the reader when the location is known", () => {
    const stops = newYork.slice(0, 8);
    const last = stops[7]!;
    expect(routeOrder(stops, { latitude: last.latitude + 0.0001, longitude: last.longitude })[0]).toBe(last);
  });
});

describe("plan my route across cities", () => {
  const at = (id: number, place_url: string, place: string, latitude: number, longitude: number) => ({
    id,
    place_url,
    place,
    latitude,
    longitude,
  });
  const saved = [
    at(1, "new-york", "New York", 40.7472, -74.0022),
    at(2, "london", "London", 51.5095, -0.142),
    at(3, "new-york", "New York", 40.7205, -73.989),
    at(4, "zurich", "Zurich", 47.389, 8.523),
    at(5, "london", "London", 51.527, -0.076),
    at(6, "new-york", "New York", 40.7185, -74.006),
  ];

  it("walks each city as a leg of its own, cities in turn from the first saved show's", () => {
    const legs = routeLegs(saved);
    expect(legs.map((l) => [l.place, l.stops.map((s) => s.id)])).toEqual([
      ["New York", [1, 3, 6]],
      ["London", [2, 5]],
      ["Zurich", [4]],
    ]);
  });

  it("starts with the reader's city, and there with the stop nearest them", () => {
    const inLondon = { latitude: 51.5265, longitude: -0.0765 };
    const legs = routeLegs(saved, inLondon);
    expect(legs.map((l) => l.place)).toEqual(["London", "Zurich", "New York"]);
    expect(legs[0]?.stops.map((s) => s.id)).toEqual([5, 2]);
    // Far from New York, its walk starts as it would without the reader.
    expect(legs[2]?.stops.map((s) => s.id)).toEqual([1, 3, 6]);
  });
});

describe("places list and place url", () => {
  const places: MapPlace[] = Array.from({ length: 12 }, (_, i) => ({
    place: `City ${i}`,
    place_url: `city-${i}`,
    count: 12 - i,
    path: `/artguide/place/city-${i}`,
  }));

  it("lists 'All' plus 7 places with counts, 10 without counts or in category mode, none for 'none'", () => {
    const city = placeFilter({ placeStyle: "city", places });
    expect(city).toHaveLength(8);
    expect(city[0]).toEqual({ label: "All", place_url: "" });
    expect(city[1]?.label).toBe("City 0 (12)");
    expect(placeFilter({ placeStyle: "cityNoCount", places })).toHaveLength(11);
    expect(placeFilter({ placeStyle: "cityNoCount", places })[1]?.label).toBe("City 0");
    expect(placeFilter({ placeStyle: "city", places, category: "galleries" })).toHaveLength(11);
    expect(placeFilter({ placeStyle: "placeByCategory", places })).toHaveLength(11);
    expect(placeFilter({ placeStyle: "defaultPlaces", places })).toHaveLength(11);
    expect(placeFilter({ placeStyle: "country", places })).toHaveLength(8);
    expect(placeFilter({ placeStyle: "countryPlace", places })).toHaveLength(8);
    expect(placeFilter({ placeStyle: "none", places })).toEqual([]);
  });

  it("a place url makes the first listing's place current and counts the others from the rest", () => {
    const l = (p: string) => ({
      place: p,
      place_url: p.toLowerCase(),
      placePath: `/artguide/place/${p.toLowerCase()}`,
    });
    const { currentPlace, otherPlaces } = placesFromListings([
      l("Paris"),
      l("Berlin"),
      l("Paris"),
      l("London"),
      l("Berlin"),
    ]);
    expect(currentPlace?.place_url).toBe("paris");
    expect(otherPlaces.map((p) => [p.place_url, p.count])).toEqual([
      ["berlin", 2],
      ["london", 1],
    ]);
  });
});

describe("side navigation, directions and availability", () => {
  it("side navigation top: 385 with the map, 205 without, minus scroll, at least 130", () => {
    expect(sideNavTop(true, 0)).toBe(385);
    expect(sideNavTop(false, 0)).toBe(205);
    expect(sideNavTop(true, 100)).toBe(285);
    expect(sideNavTop(true, 1000)).toBe(130);
  });

  it("directions need a selected venue", () => {
    expect(directionsHref("https://maps.example/dir?to={lat},{lng}", undefined)).toBeUndefined();
    expect(directionsHref("https://maps.example/dir?to={lat},{lng}", { latitude: 40.7, longitude: -74 })).toBe(
      "https://maps.example/dir?to=40.7,-74",
    );
  });

  it("no map on phones and tablets: a finger that cannot hover, whatever the width", () => {
    // A phone, and a tablet (wide, still a finger).
    expect(mapAvailable({ coarsePointer: true, canHover: false })).toBe(false);
    // A touch device whose main pointer is fine but cannot hover (a stylus tablet).
    expect(mapAvailable({ coarsePointer: false, canHover: false })).toBe(false);
    // A desktop window with a mouse, however narrow (900 px), and a touch laptop with a trackpad.
    expect(mapAvailable({ coarsePointer: false, canHover: true })).toBe(true);
    // A coarse pointer that hovers (a TV remote, some hybrids) is still a finger-sized pointer.
    expect(mapAvailable({ coarsePointer: true, canHover: true })).toBe(false);
    expect(mapTexts.explore).toBe("explore map");
  });
});

describe("framing the venues", () => {
  it("leaves room for the names right of the markers and the controls below", () => {
    const padding = framePadding(940, 840);
    expect(padding.right).toBe(LABEL_ROOM_PX);
    expect(padding.right).toBeGreaterThan(padding.left);
    expect(padding.bottom).toBeGreaterThan(padding.top);
  });

  it("a map too far out for names keeps only the edge's room on the right", () => {
    const padding = framePadding(560, 744, false);
    expect(padding.right).toBe(padding.left);
  });

  it("a narrow map keeps at least half of each side for the venues", () => {
    const padding = framePadding(300, 150);
    expect(padding.left + padding.right).toBeLessThanOrEqual(150);
    expect(padding.top + padding.bottom).toBeLessThanOrEqual(75);
    expect(padding.right).toBeGreaterThan(padding.left);
  });

  it("a cross-city list names each venue's city; one city's list does not", () => {
    expect(spansCities([{ place_url: "new-york" }, { place_url: "new-york" }])).toBe(false);
    expect(spansCities([{ place_url: "new-york" }, { place_url: "london" }])).toBe(true);
    expect(spansCities([])).toBe(false);
  });
});

describe("the map's vertical limits", () => {
  it("keeps a world shorter than the canvas in the middle, at the zoom asked for", () => {
    // 800 px tall at zoom 0.4: the world is 675 px tall.
    expect(constrainedLatitude(30, 0.4, 800)).toBe(0);
  });
  it("never shows past the poles once the world is taller than the canvas", () => {
    const top = constrainedLatitude(85, 2, 800);
    expect(top).toBeLessThan(80);
    expect(constrainedLatitude(-85, 2, 800)).toBeCloseTo(-top, 6);
    expect(constrainedLatitude(40.7, 12, 800)).toBeCloseTo(40.7, 6);
  });
});
