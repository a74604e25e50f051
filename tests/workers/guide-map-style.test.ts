import { describe, expect, it } from "vitest";
import { json, row } from "./guide-helpers";

interface Style {
  version: number;
  sources: Record<string, { type: string; data: { type: string; features: { geometry: { type: string; coordinates: unknown } }[] } }>;
  layers: { id: string }[];
}

describe("GET /artguide/map/style.json (the embedded default map style)", () => {
  it("is a maplibre style of Natural Earth land and borders plus the guide cities, with nothing from other hosts", async () => {
    const style = await json<Style>("/artguide/map/style.json", 200);
    expect(style.version).toBe(8);
    expect(style.layers.map((l) => l.id)).toEqual(["water", "land", "borders", "cities"]);
    expect(style.sources.land?.data.features.length).toBeGreaterThan(0);
    expect(style.sources.borders?.data.type).toBe("MultiLineString");
    const { n } = await row<{ n: number }>("SELECT count(*) AS n FROM places");
    expect(style.sources.cities?.data.features).toHaveLength(n);
    const ny = await row<{ latitude: number; longitude: number }>("SELECT latitude, longitude FROM places WHERE place_url = 'new-york'");
    expect(style.sources.cities?.data.features.map((f) => f.geometry.coordinates)).toContainEqual([ny.longitude, ny.latitude]);
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
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
