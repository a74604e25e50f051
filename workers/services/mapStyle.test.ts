import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embeddedMapStyle, GEOGRAPHY_PATHS } from "./mapStyle";

describe("the embedded map style and its build-time geography", () => {
  it("writes Natural Earth land and borders as GeoJSON files the style names", () => {
    const built = spawnSync(process.execPath, ["scripts/build-map-geography.mjs"], { encoding: "utf8" });
    expect(built.status, built.stderr ?? "").toBe(0);
    const file = (path: string) => `public${path}`;
    const land = JSON.parse(readFileSync(file(GEOGRAPHY_PATHS.land), "utf8")) as {
      type: string;
      features: { geometry: { type: string; coordinates: number[][][][] } }[];
    };
    const borders = JSON.parse(readFileSync(file(GEOGRAPHY_PATHS.borders), "utf8")) as {
      type: string;
      coordinates: number[][][];
    };
    expect(land.type).toBe("FeatureCollection");
    const geometry = land.features[0]!.geometry;
    expect(geometry.type).toBe("MultiPolygon");
    expect(geometry.coordinates.length).toBeGreaterThan(1000);
    expect(borders.type).toBe("MultiLineString");
    // Manhattan's latitude and longitude sit within the land's extent.
    const points = geometry.coordinates.flat(2);
    expect(points.some(([lng, lat]) => Math.abs(lng! + 74) < 0.3 && Math.abs(lat! - 40.7) < 0.3)).toBe(true);
    // Small enough to fetch when the map opens (it was 3 MB built in the Worker).
    expect(statSync(file(GEOGRAPHY_PATHS.land)).size).toBeLessThan(1_500_000);

    const style = embeddedMapStyle(
      [{ place: "New York", place_url: "new-york", latitude: 40.71, longitude: -74 }],
      "https://art.example",
    );
    expect(style.sources.land.data).toBe("https://art.example/artguide/map/land.geojson");
    expect(style.sources.borders.data).toBe("https://art.example/artguide/map/borders.geojson");
    expect(style.layers.map((l) => l.source ?? l.id)).toEqual(["water", "land", "borders", "cities"]);
  });
});
