// Writes the offline map's Natural Earth geography as static GeoJSON files
// before the build, from the world-atlas package; the assets binding serves
// them and the style (/artguide/map/style.json) names them:
// - land.geojson: the world's land at 1:50m, for views of a country or more;
// - borders.geojson: country borders at 1:110m, for the same views;
// - cities.geojson: around each guide city (seed/data/cities.ts) a box of
//   about 220 km, its land and borders at 1:10m (the finest world-atlas has)
//   clipped to the box, and the box itself, which the style fills with water
//   so the coarse land beneath does not show through bays and rivers.
// The full 1:10m land is 3 MB; clipped to the cities it is a small part of it.
// Coordinates are rounded to 4 decimals (about 10 m): finer than the data.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";
import { CITIES } from "#seed/data/cities.ts";

const require = createRequire(import.meta.url);
const topo = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8"));
const OUT = "public/artguide/map";
/** Half the height of a city's box, in degrees of latitude; its width is the same distance. */
const CITY_BOX_HALF_DEGREES = 1;

const round = (n, places) => Math.round(n * 10 ** places) / 10 ** places;

/** Rounds every coordinate of a GeoJSON value in place. */
function withRoundedCoordinates(geojson, places) {
  const roundAll = (value) => (typeof value === "number" ? round(value, places) : value.map(roundAll));
  const walk = (node) => {
    if (!node || typeof node !== "object") return;
    if ("coordinates" in node) node.coordinates = roundAll(node.coordinates);
    for (const child of node.features ?? node.geometries ?? []) walk(child.geometry ?? child);
    if (node.geometry) walk(node.geometry);
  };
  walk(geojson);
  return geojson;
}

/**
 * A ring or line that crosses the antimeridian jumps from 180° to -180°; drawn as it is, it
 * would span the whole world (bands of land across the Arctic and the Pacific). Its longitudes
 * are made continuous instead (past 180°), which maplibre draws where they belong, and it is
 * moved to the world copy its middle lies in. A ring around the pole (Antarctica) crosses once
 * and stays as it is: it closes along the date line.
 */
function unwrapped(points) {
  let offset = 0;
  const continuous = points.map(([x, y], i) => {
    const previous = points[i - 1];
    if (previous && x - previous[0] > 180) offset -= 360;
    else if (previous && x - previous[0] < -180) offset += 360;
    return [x + offset, y];
  });
  if (offset !== 0) return points;
  const xs = continuous.map(([x]) => x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const shift = middle > 180 ? -360 : middle < -180 ? 360 : 0;
  return continuous.map(([x, y]) => [x + shift, y]);
}

function withUnwrappedRings(geometry) {
  if (geometry.type === "MultiPolygon")
    geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrapped));
  else if (geometry.type === "Polygon" || geometry.type === "MultiLineString")
    geometry.coordinates = geometry.coordinates.map(unwrapped);
  return geometry;
}

/** A city's box: [west, south, east, north]. */
function cityBox(city) {
  const dLon = CITY_BOX_HALF_DEGREES / Math.cos((city.latitude * Math.PI) / 180);
  return [
    city.longitude - dLon,
    city.latitude - CITY_BOX_HALF_DEGREES,
    city.longitude + dLon,
    city.latitude + CITY_BOX_HALF_DEGREES,
  ];
}

/** Sutherland–Hodgman: a closed ring clipped to a box (the box's edges close what it cuts). */
function clipRing(ring, [west, south, east, north]) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((west - a[0]) * (b[1] - a[1])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((east - a[0]) * (b[1] - a[1])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((south - a[1]) * (b[0] - a[0])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((north - a[1]) * (b[0] - a[0])) / (b[1] - a[1]), north]],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cut] of edges) {
    const input = points;
    points = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(cut(previous, current));
        points.push(current);
      } else if (inside(previous)) points.push(cut(previous, current));
    });
    if (points.length === 0) break;
  }
  return points.length >= 3 ? [...points, points[0]] : null;
}

function clipPolygons(polygons, box) {
  const clipped = [];
  for (const [outer, ...holes] of polygons) {
    const shell = clipRing(outer, box);
    if (shell) clipped.push([shell, ...holes.map((hole) => clipRing(hole, box)).filter(Boolean)]);
  }
  return clipped;
}

/** Lines clipped to a box: the runs of points inside it (enough for borders drawn at city zooms). */
function clipLines(lines, [west, south, east, north]) {
  const inside = ([x, y]) => x >= west && x <= east && y >= south && y <= north;
  const runs = [];
  for (const line of lines) {
    let run = [];
    for (const point of line) {
      if (inside(point)) run.push(point);
      else {
        if (run.length > 1) runs.push(run);
        run = [];
      }
    }
    if (run.length > 1) runs.push(run);
  }
  return runs;
}

const land50 = topo("land-50m.json");
const countries110 = topo("countries-110m.json");
const land10 = topo("land-10m.json");
const countries10 = topo("countries-10m.json");
const land = feature(land50, land50.objects.land);
for (const f of land.features) withUnwrappedRings(f.geometry);
withRoundedCoordinates(land, 3);
const borders = withRoundedCoordinates(
  withUnwrappedRings(mesh(countries110, countries110.objects.countries, (a, b) => a !== b)),
  3,
);

const fineLand = feature(land10, land10.objects.land).features.flatMap((f) =>
  f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates,
);
const fineBorders = mesh(countries10, countries10.objects.countries, (a, b) => a !== b).coordinates;
const cities = {
  type: "FeatureCollection",
  features: CITIES.flatMap((city) => {
    const box = cityBox(city);
    const [west, south, east, north] = box;
    const properties = (kind) => ({ kind, place_url: city.placeUrl });
    return [
      {
        type: "Feature",
        properties: properties("area"),
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ],
          ],
        },
      },
      {
        type: "Feature",
        properties: properties("land"),
        geometry: { type: "MultiPolygon", coordinates: clipPolygons(fineLand, box) },
      },
      {
        type: "Feature",
        properties: properties("border"),
        geometry: { type: "MultiLineString", coordinates: clipLines(fineBorders, box) },
      },
    ];
  }),
};
withRoundedCoordinates(cities, 4);

mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/land.geojson`, JSON.stringify(land));
writeFileSync(`${OUT}/borders.geojson`, JSON.stringify(borders));
writeFileSync(`${OUT}/cities.geojson`, JSON.stringify(cities));
console.log(`map geography: ${OUT}/land.geojson, borders.geojson, cities.geojson`);
