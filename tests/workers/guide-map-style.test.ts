import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#workers/app";
import { json, ORIGIN, row } from "./guide-helpers";
import { pmtilesArchive } from "./pmtilesFixture";

interface FeatureCollection {
  type: string;
  features: { properties: Record<string, string>; geometry: { type: string; coordinates: unknown } }[];
}

interface Style {
  version: number;
  glyphs?: string;
  sprite?: string;
  sources: Record<string, { type: string; data?: string | FeatureCollection; tiles?: string[]; maxzoom?: number }>;
  layers: { id: string; type: string; source?: string; layout?: Record<string, unknown> }[];
}

describe("GET /artguide/map/style.json, the offline map (MAP_TILES unset)", () => {
  it("draws each city's 1:10m land, and names the cities and the seed's gallery districts", async () => {
    const style = await json<Style>("/artguide/map/style.json", 200);
    expect(style.version).toBe(8);
    expect(style.layers.map((l) => l.id)).toEqual([
      "water",
      "land",
      "borders",
      "city-water",
      "city-land",
      "city-coastline",
      "city-borders",
      "districts",
      "cities",
      "city-labels",
    ]);
    // The geography is the site's own static files (written at build time), named with the site's origin.
    expect(style.sources.land?.data).toBe("http://localhost/artguide/map/land.geojson");
    expect(style.sources["city-geography"]?.data).toBe("http://localhost/artguide/map/cities.geojson");
    const cities = style.sources.cities?.data as FeatureCollection;
    const { n } = await row<{ n: number }>("SELECT count(*) AS n FROM places");
    expect(cities.features).toHaveLength(n);
    expect(cities.features.map((f) => f.properties.place)).toContain("New York");

    // New York's gallery districts are labelled where their venues are (just north of them).
    const labels = (style.sources.districts?.data as FeatureCollection | undefined)?.features ?? [];
    const districts = labels.filter((f) => f.properties.place_url === "new-york");
    const newYork = ["Chelsea", "Lower East Side", "Tribeca", "Upper East Side", "SoHo", "Bushwick"];
    expect(districts.length).toBeGreaterThan(2);
    for (const d of districts) expect(newYork).toContain(d.properties.district);
    expect(districts.map((f) => f.properties.district)).toContain("Chelsea");
    const chelsea = await row<{ latitude: number; longitude: number }>(
      "SELECT max(latitude) AS latitude, avg(longitude) AS longitude FROM venues WHERE place_url = 'new-york' AND district = 'Chelsea'",
    );
    const [lng, lat] = (districts.find((f) => f.properties.district === "Chelsea")?.geometry.coordinates ??
      []) as number[];
    expect(lat).toBeCloseTo(chelsea.latitude, 4);
    expect(lng).toBeCloseTo(chelsea.longitude, 4);

    // Labels in the site's own font, drawn by the browser: no glyph server, nothing from another host.
    expect(style.glyphs).toBeUndefined();
    for (const l of style.layers.filter((x) => x.type === "symbol")) {
      expect(l.layout?.["text-font"]).toEqual(expect.arrayContaining(["Inter Variable"]));
    }
    const hosts = JSON.stringify(style).match(/https?:\/\/[^/"]+/g) ?? [];
    expect(new Set(hosts)).toEqual(new Set(["http://localhost"]));
  });

  it("serves no street-map files", async () => {
    const res = await fetchWith({}, "/artguide/map/basemap/0/0/0.mvt");
    expect(res.status).toBe(404);
  });
});

// The production map: MAP_TILES = "pmtiles", a Protomaps archive in the MAP_BUCKET bucket.
const PMTILES = { MAP_TILES: "pmtiles", MAP_ARCHIVE: "test-basemap.pmtiles" };

async function fetchWith(vars: Record<string, unknown>, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const TILES = [
  { z: 0, x: 0, y: 0, data: new TextEncoder().encode("the world") },
  { z: 12, x: 1206, y: 1542, data: new TextEncoder().encode("Chelsea, New York") },
  { z: 14, x: 4824, y: 6168, data: new TextEncoder().encode("West 24th Street") },
];

async function putArchive(key = PMTILES.MAP_ARCHIVE) {
  await env.MAP_BUCKET.put(key, pmtilesArchive(TILES, { attribution: "© OpenStreetMap contributors" }));
  await env.MAP_BUCKET.put("sprites/light.json", JSON.stringify({ townspot: { x: 0, y: 0, width: 8, height: 8 } }));
}

describe("the street map (MAP_TILES = pmtiles)", () => {
  it("serves the Protomaps style, its tiles and sprites from this site, never the offline map", async () => {
    await putArchive();
    const res = await fetchWith(PMTILES, "/artguide/map/style.json");
    expect(res.status).toBe(200);
    const style = (await res.json()) as Style;
    expect(style.sources).not.toHaveProperty("land");
    const source = style.sources.protomaps;
    expect(source?.type).toBe("vector");
    expect(source?.tiles).toEqual(["http://localhost/artguide/map/basemap/{z}/{x}/{y}.mvt"]);
    expect(source?.maxzoom).toBe(14);
    expect(style.sprite).toBe("http://localhost/artguide/map/basemap/sprites/light");
    expect(style.glyphs).toBeUndefined();
    // A street map: streets, their names, buildings, water, places.
    const ids = style.layers.map((l) => l.id);
    expect(ids).toEqual(
      expect.arrayContaining(["water", "roads_minor", "roads_labels_minor", "buildings", "places_locality"]),
    );
    for (const l of style.layers.filter((x) => x.layout?.["text-font"])) {
      expect(JSON.stringify(l.layout?.["text-font"])).toContain('"Inter Variable"');
    }
    expect(JSON.stringify(style)).not.toContain("Noto Sans Regular");

    const tile = await fetchWith(PMTILES, "/artguide/map/basemap/12/1206/1542.mvt");
    expect(tile.status).toBe(200);
    expect(tile.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
    expect(await tile.text()).toBe("Chelsea, New York");
    // Open sea: the archive has no tile there.
    expect((await fetchWith(PMTILES, "/artguide/map/basemap/12/1000/1000.mvt")).status).toBe(204);
    expect((await fetchWith(PMTILES, "/artguide/map/basemap/12/9999/1.mvt")).status).toBe(404);
    const sprite = await fetchWith(PMTILES, "/artguide/map/basemap/sprites/light.json");
    expect(sprite.status).toBe(200);
    expect(await sprite.json()).toHaveProperty("townspot");
  });

  it("answers 30 tile requests at once from one isolate, each with its own tile", async () => {
    await putArchive("concurrent.pmtiles");
    const vars = { ...PMTILES, MAP_ARCHIVE: "concurrent.pmtiles" };
    const paths = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? "/artguide/map/basemap/14/4824/6168.mvt" : "/artguide/map/basemap/0/0/0.mvt",
    );
    const bodies = await Promise.all(paths.map(async (p) => (await fetchWith(vars, p)).text()));
    expect(bodies).toEqual(paths.map((_, i) => (i % 2 ? "West 24th Street" : "the world")));
  });

  it("answers 503 while the archive is missing, and never falls back to the offline map", async () => {
    const vars = { ...PMTILES, MAP_ARCHIVE: "not-uploaded.pmtiles" };
    const style = await fetchWith(vars, "/artguide/map/style.json");
    expect(style.status).toBe(503);
    expect(await style.text()).toBe(
      "The street map is not available: the map archive not-uploaded.pmtiles is not in the MAP_BUCKET bucket.",
    );
    expect((await fetchWith(vars, "/artguide/map/basemap/0/0/0.mvt")).status).toBe(503);
    const unbound = await fetchWith({ ...PMTILES, MAP_BUCKET: undefined }, "/artguide/map/style.json");
    expect(unbound.status).toBe(503);
    expect(await unbound.text()).toContain("no MAP_BUCKET bucket is bound");
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
