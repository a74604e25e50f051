import { MAP_FONTS } from "#machines/rules/guide/map";

/**
 * The map's offline style (MAP_TILES unset: development, tests): Natural Earth
 * from world-atlas, written as static GeoJSON files at build time
 * (scripts/build-map-geography.mjs) and served by the assets binding. The
 * world's land (1:50m) and borders (1:110m) for wide views; around each guide
 * city its land and borders at 1:10m over a box of water, from zoom 7; the
 * guide cities and their gallery districts (from D1) as labels. No glyphs,
 * sprites or other host: labels are drawn by the browser in the site's font,
 * so the map works on a machine without internet.
 */
export const GEOGRAPHY_PATHS = {
  land: "/artguide/map/land.geojson",
  borders: "/artguide/map/borders.geojson",
  cities: "/artguide/map/cities.geojson",
} as const;

/** From this zoom a city's 1:10m geography replaces the world's coarse land around it. */
export const CITY_DETAIL_MIN_ZOOM = 7;
/** Guide cities are marked from this zoom (a country or two in view): wider views name a route's cities instead. */
export const CITY_LABEL_MIN_ZOOM = 4;
/** Gallery districts are named from this zoom (a city's streets fill the view). */
export const DISTRICT_LABEL_MIN_ZOOM = 11;

export interface CityPoint {
  place: string;
  place_url: string;
  latitude: number;
  longitude: number;
}

/** A gallery district: where its label goes, the northern edge of its venues. */
export interface DistrictPoint {
  place_url: string;
  district: string;
  latitude: number;
  longitude: number;
}

const WATER = "#dfe6e9";
const LAND = "#f4f1ea";
const COASTLINE = "#b9b3a6";
const INK = "#1a1a1a";
const MUTED_INK = "#6b665c";

function points<T extends { latitude: number; longitude: number }>(rows: readonly T[], properties: (row: T) => object) {
  return {
    type: "FeatureCollection" as const,
    features: rows.map((row) => ({
      type: "Feature" as const,
      properties: properties(row),
      geometry: { type: "Point" as const, coordinates: [row.longitude, row.latitude] },
    })),
  };
}

/**
 * The palette follows pale water, warm paper land, ink labels.
 * `origin` makes the geography URLs absolute: maplibre fetches them from a web worker.
 */
export function embeddedMapStyle(cities: readonly CityPoint[], districts: readonly DistrictPoint[], origin: string) {
  const url = (path: string) => new URL(path, origin).href;
  const kind = (name: string) => ["==", ["get", "kind"], name];
  return {
    version: 8,
    name: "artguide offline",
    sources: {
      land: { type: "geojson", data: url(GEOGRAPHY_PATHS.land), attribution: "Natural Earth" },
      borders: { type: "geojson", data: url(GEOGRAPHY_PATHS.borders) },
      "city-geography": { type: "geojson", data: url(GEOGRAPHY_PATHS.cities) },
      cities: { type: "geojson", data: points(cities, (c) => ({ place: c.place, place_url: c.place_url })) },
      districts: {
        type: "geojson",
        data: points(districts, (d) => ({ district: d.district, place_url: d.place_url })),
      },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": WATER } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": LAND, "fill-outline-color": COASTLINE } },
      {
        id: "borders",
        type: "line",
        source: "borders",
        maxzoom: CITY_DETAIL_MIN_ZOOM,
        paint: { "line-color": "#9a9385", "line-width": 0.8, "line-dasharray": [3, 2] },
      },
      {
        id: "city-water",
        type: "fill",
        source: "city-geography",
        minzoom: CITY_DETAIL_MIN_ZOOM,
        filter: kind("area"),
        paint: { "fill-color": WATER },
      },
      {
        id: "city-land",
        type: "fill",
        source: "city-geography",
        minzoom: CITY_DETAIL_MIN_ZOOM,
        filter: kind("land"),
        paint: { "fill-color": LAND },
      },
      {
        id: "city-coastline",
        type: "line",
        source: "city-geography",
        minzoom: CITY_DETAIL_MIN_ZOOM,
        filter: kind("land"),
        paint: { "line-color": COASTLINE, "line-width": 1 },
      },
      {
        id: "city-borders",
        type: "line",
        source: "city-geography",
        minzoom: CITY_DETAIL_MIN_ZOOM,
        filter: kind("border"),
        paint: { "line-color": "#9a9385", "line-width": 1, "line-dasharray": [3, 2] },
      },
      {
        id: "districts",
        type: "symbol",
        source: "districts",
        minzoom: DISTRICT_LABEL_MIN_ZOOM,
        layout: {
          "text-field": ["upcase", ["get", "district"]],
          "text-font": MAP_FONTS.medium,
          "text-size": 12,
          "text-letter-spacing": 0.12,
          "text-max-width": 8,
          "text-anchor": "bottom",
          "text-offset": [0, -1.2],
          // A district is named even where its venues crowd: above them, beneath their markers and names.
          "text-allow-overlap": true,
          "text-ignore-placement": true,
        },
        paint: { "text-color": MUTED_INK, "text-halo-color": LAND, "text-halo-width": 1.5 },
      },
      {
        id: "cities",
        type: "circle",
        source: "cities",
        minzoom: CITY_LABEL_MIN_ZOOM,
        maxzoom: DISTRICT_LABEL_MIN_ZOOM,
        paint: {
          "circle-radius": 3,
          "circle-color": INK,
          "circle-stroke-color": LAND,
          "circle-stroke-width": 1,
        },
      },
      {
        id: "city-labels",
        type: "symbol",
        source: "cities",
        minzoom: CITY_LABEL_MIN_ZOOM,
        maxzoom: DISTRICT_LABEL_MIN_ZOOM,
        layout: {
          "text-field": ["get", "place"],
          "text-font": MAP_FONTS.medium,
          "text-size": 13,
          "text-anchor": "left",
          "text-offset": [0.6, 0],
        },
        paint: { "text-color": INK, "text-halo-color": LAND, "text-halo-width": 1.5 },
      },
    ],
  };
}
