import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CITIES } from "#seed/data/cities.ts";
import { embeddedMapStyle, GEOGRAPHY_PATHS } from "./mapStyle";

type Geometry = { type: string; coordinates: unknown };
type Collection = { type: string; features: { properties: Record<string, string>; geometry: Geometry }[] };

describe("the offline map style and its build-time geography", () => {
  it("writes the world's land and borders, and each guide city's 1:10m land clipped to a box around it", () => {
    const built = spawnSync(process.execPath, ["scripts/build-map-geography.mjs"], { encoding: "utf8" });
    expect(built.status, built.stderr ?? "").toBe(0);
    const file = (path: string) => `public${path}`;
    const land = JSON.parse(readFileSync(file(GEOGRAPHY_PATHS.land), "utf8")) as Collection;
    expect(land.type).toBe("FeatureCollection");
    expect(land.features[0]?.geometry.type).toBe("MultiPolygon");
    const borders = JSON.parse(readFileSync(file(GEOGRAPHY_PATHS.borders), "utf8")) as Geometry;
    expect(borders.type).toBe("MultiLineString");

    const cities = JSON.parse(readFileSync(file(GEOGRAPHY_PATHS.cities), "utf8")) as Collection;
    const of = (placeUrl: string, kind: string) =>
      cities.features.find((f) => f.properties.place_url === placeUrl && f.properties.kind === kind);
    for (const city of CITIES) {
      expect(of(city.placeUrl, "area"), city.place).toBeDefined();
      expect(of(city.placeUrl, "land")?.geometry.type, city.place).toBe("MultiPolygon");
    }
    // New York at 1:10m: Manhattan, Brooklyn, Staten Island, New Jersey and Long Island are separate shores.
    const ny = of("new-york", "land")?.geometry.coordinates as number[][][][];
    expect(ny.length).toBeGreaterThan(3);
    // Every point lies inside New York's box.
    const area = of("new-york", "area")?.geometry.coordinates as [number, number][][] | undefined;
    const box = area?.[0] ?? [];
    const [west, south] = box[0] ?? [0, 0];
    const [east, north] = box[2] ?? [0, 0];
    for (const [lng, lat] of ny.flat(2) as [number, number][]) {
      expect(lng).toBeGreaterThanOrEqual(west - 1e-4);
      expect(lng).toBeLessThanOrEqual(east + 1e-4);
      expect(lat).toBeGreaterThanOrEqual(south - 1e-4);
      expect(lat).toBeLessThanOrEqual(north + 1e-4);
    }
    // Small enough to fetch when the map opens (the whole 1:10m land is 3 MB).
    expect(statSync(file(GEOGRAPHY_PATHS.cities)).size).toBeLessThan(400_000);
    expect(statSync(file(GEOGRAPHY_PATHS.land)).size).toBeLessThan(1_500_000);
    // Building the geography reads the 1:10m land of the whole world: seconds on a busy machine.
  }, 60_000);

  it("names the geography with the site's origin, and labels cities and districts in the site's font", () => {
    const style = embeddedMapStyle(
      [{ place: "New York", place_url: "new-york", latitude: 40.71, longitude: -74 }],
      [{ place_url: "new-york", district: "Chelsea", latitude: 40.747, longitude: -74.002 }],
      "https://art.example",
    );
    expect(style.sources.land.data).toBe("https://art.example/artguide/map/land.geojson");
    expect(style.sources["city-geography"].data).toBe("https://art.example/artguide/map/cities.geojson");
    expect(style.sources.districts.data.features[0]?.properties).toEqual({
      district: "Chelsea",
      place_url: "new-york",
    });
    expect(style).not.toHaveProperty("glyphs");
    const labels = style.layers.filter((l) => l.type === "symbol");
    expect(labels.map((l) => l.id)).toEqual(["districts", "city-labels"]);
    for (const l of labels) expect(l.layout?.["text-font"]).toContain("Inter Variable");
  });
});
