import { feature } from "topojson-client";
import countries110m from "world-atlas/countries-110m.json";
import { ALPHA2_OF_NUMERIC } from "./countryNumericCodes";

/**
 * The world's countries as SVG paths for the admin's choropleth: Natural
 * Earth 1:110m from world-atlas (in the bundle, no network), in the Equal
 * Earth projection, so areas compare fairly. Antarctica is left out. Built
 * once per isolate on first use and kept frozen.
 */

export const WORLD_MAP_WIDTH = 960;

export interface CountryShape {
  /** ISO 3166-1 alpha-2 code, or "" for a territory without one. */
  code: string;
  name: string;
  d: string;
}

const A1 = 1.340264;
const A2 = -0.081106;
const A3 = 0.000893;
const A4 = 0.003796;
const M = Math.sqrt(3) / 2;
/** Equal Earth's x and y at the edge of the world (longitude ±180°, latitude ±90°). */
const X_MAX = 2.7066297319215575;
const Y_MAX = 1.3173627591574;
/** The map's southern edge: Antarctica is not drawn, so the map stops near 56°S (Cape Horn). */
const Y_SOUTH = 1.05;
const SCALE = WORLD_MAP_WIDTH / (2 * X_MAX);
/** The map's height at WORLD_MAP_WIDTH, from the North Pole to Y_SOUTH, undistorted. */
export const WORLD_MAP_HEIGHT = Math.round((Y_MAX + Y_SOUTH) * SCALE);

function project(lon: number, lat: number): [number, number] {
  const lambda = (lon * Math.PI) / 180;
  const theta = Math.asin(M * Math.sin((lat * Math.PI) / 180));
  const t2 = theta * theta;
  const t6 = t2 * t2 * t2;
  const x = (2 * Math.sqrt(3) * lambda * Math.cos(theta)) / (3 * (A1 + 3 * A2 * t2 + t6 * (7 * A3 + 9 * A4 * t2)));
  const y = theta * (A1 + A2 * t2 + t6 * (A3 + A4 * t2));
  return [(x + X_MAX) * SCALE, (Y_MAX - y) * SCALE];
}

/**
 * A ring that crosses the antimeridian (Russia's far east, Fiji) jumps from
 * +180° to -180°: its points are moved to the side where most of it lies, so
 * it does not streak across the map; the part past the edge is clipped.
 */
function unwrapped(ring: readonly number[][]): number[][] {
  const crosses = ring.some((p, i) => i > 0 && Math.abs((p[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180);
  if (!crosses) return ring as number[][];
  const east = ring.reduce((sum, p) => sum + (p[0] ?? 0), 0) > 0;
  return ring.map(([lon = 0, lat = 0]) => [east && lon < 0 ? lon + 360 : !east && lon > 0 ? lon - 360 : lon, lat]);
}

function ringPath(ring: readonly number[][]): string {
  let d = "";
  for (const [i, point] of unwrapped(ring).entries()) {
    const [x, y] = project(point[0] ?? 0, point[1] ?? 0);
    d += `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  return `${d}Z`;
}

type Geometry =
  | { type: "Polygon"; coordinates: number[][][] }
  | { type: "MultiPolygon"; coordinates: number[][][][] }
  | { type: "Point" | "LineString" | "MultiPoint" | "MultiLineString"; coordinates: unknown };

let shapes: readonly CountryShape[] | null = null;

export function worldCountryShapes(): readonly CountryShape[] {
  if (shapes) return shapes;
  const topology = countries110m as unknown as Parameters<typeof feature>[0];
  const collection = feature(topology, topology.objects.countries as Parameters<typeof feature>[1]) as unknown as {
    features: { id?: string | number; properties: { name?: string } | null; geometry: Geometry | null }[];
  };
  const built: CountryShape[] = [];
  for (const f of collection.features) {
    if (f.id === "010" || !f.geometry) continue;
    const polygons =
      f.geometry.type === "Polygon"
        ? [f.geometry.coordinates]
        : f.geometry.type === "MultiPolygon"
          ? f.geometry.coordinates
          : [];
    const d = polygons.flatMap((rings) => rings.map(ringPath)).join("");
    built.push(Object.freeze({ code: ALPHA2_OF_NUMERIC[String(f.id ?? "")] ?? "", name: f.properties?.name ?? "", d }));
  }
  shapes = Object.freeze(built);
  return shapes;
}
