// Writes the map's Natural Earth geography as static GeoJSON files before the
// build (issue 7 §3): public/artguide/map/land.geojson (1:50m land) and
// borders.geojson (1:110m country borders), from the world-atlas package. The
// assets binding serves them; the style (/artguide/map/style.json) names them
// and adds the guide cities from D1. Coordinates are rounded to 3 decimals
// (about 100 m, finer than 1:50m data), which keeps the files small.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";

const require = createRequire(import.meta.url);
const topo = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8"));
const OUT = "public/artguide/map";

/** Rounds every coordinate of a GeoJSON value in place. */
function round(value) {
  if (typeof value === "number") return Math.round(value * 1000) / 1000;
  if (Array.isArray(value)) return value.map(round);
  return value;
}

function withRoundedCoordinates(geojson) {
  const walk = (node) => {
    if (!node || typeof node !== "object") return;
    if ("coordinates" in node) node.coordinates = round(node.coordinates);
    for (const child of node.features ?? node.geometries ?? []) walk(child.geometry ?? child);
    if (node.geometry) walk(node.geometry);
  };
  walk(geojson);
  return geojson;
}

const land50 = topo("land-50m.json");
const countries110 = topo("countries-110m.json");
const land = withRoundedCoordinates(feature(land50, land50.objects.land));
const borders = withRoundedCoordinates(mesh(countries110, countries110.objects.countries, (a, b) => a !== b));

mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/land.geojson`, JSON.stringify(land));
writeFileSync(`${OUT}/borders.geojson`, JSON.stringify(borders));
console.log(`map geography: ${OUT}/land.geojson, ${OUT}/borders.geojson`);
