import { describe, expect, it } from "vitest";
import { json, row } from "./guide-helpers";

interface FeatureCollection {
  type: string;
  features: { geometry: { type: string; coordinates: unknown } }[];
}

interface Style {
  version: number;
  sources: Record<string, { type: string; data: string | FeatureCollection }>;
  layers: { id: string }[];
}

describe("GET /artguide/map/style.json (the embedded default map style)", () => {
  it("is a maplibre style of Natural Earth land and borders plus the guide cities, with nothing from other hosts", async () => {
    const style = await json<Style>("/artguide/map/style.json", 200);
    expect(style.version).toBe(8);
    expect(style.layers.map((l) => l.id)).toEqual(["water", "land", "borders", "cities"]);
    // Land and borders are the site's own static files (written at build time), named with the site's origin.
    expect(style.sources.land?.data).toBe("http://localhost/artguide/map/land.geojson");
    expect(style.sources.borders?.data).toBe("http://localhost/artguide/map/borders.geojson");
    const cities = style.sources.cities?.data as FeatureCollection;
    const { n } = await row<{ n: number }>("SELECT count(*) AS n FROM places");
    expect(cities.features).toHaveLength(n);
    const ny = await row<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM places WHERE place_url = 'new-york'",
    );
    expect(cities.features.map((f) => f.geometry.coordinates)).toContainEqual([ny.longitude, ny.latitude]);
    // Nothing from another host.
    const hosts = JSON.stringify(style).match(/https?:\/\/[^/"]+/g) ?? [];
    expect(new Set(hosts)).toEqual(new Set(["http://localhost"]));
  });
});

describe("GET /api/guide/exhibitions/geo uses the venue bounding-box index", () => {
  it("plans the nearby query through venues_geo", async () => {
    const { detail } = await row<{ detail: string }>(
      "EXPLAIN QUERY PLAN SELECT id FROM venues v WHERE v.latitude BETWEEN 40.5 AND 40.9 AND v.longitude BETWEEN -74.2 AND -73.8",
    );
    expect(detail).toMatch(/venues_geo/);
  });
});
