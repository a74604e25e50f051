/**
 * The map's embedded default style (spec 2 §3 "Tiles that work offline"):
 * Natural Earth land (1:50m) and borders (1:110m) from world-atlas, written as
 * static GeoJSON files at build time (scripts/build-map-geography.mjs) and
 * served by the assets binding, plus the guide cities from D1 as points. No
 * glyphs or sprites and no other host: the map shows real geography on a
 * machine without internet. Production sets MAP_STYLE_URL to a vector-tile
 * style instead.
 */
export const GEOGRAPHY_PATHS = {
  land: "/artguide/map/land.geojson",
  borders: "/artguide/map/borders.geojson",
} as const;

export interface CityPoint {
  place: string;
  place_url: string;
  latitude: number;
  longitude: number;
}

/**
 * The palette follows DESIGN.md: paper white water, warm grey land, ink borders.
 * `origin` makes the geography URLs absolute: maplibre fetches them from a web worker.
 */
export function embeddedMapStyle(cities: readonly CityPoint[], origin: string) {
  return {
    version: 8,
    name: "artguide offline",
    sources: {
      land: { type: "geojson", data: new URL(GEOGRAPHY_PATHS.land, origin).href },
      borders: { type: "geojson", data: new URL(GEOGRAPHY_PATHS.borders, origin).href },
      cities: {
        type: "geojson",
        data: {
          type: "FeatureCollection",
          features: cities.map((c) => ({
            type: "Feature",
            properties: { place: c.place, place_url: c.place_url },
            geometry: { type: "Point", coordinates: [c.longitude, c.latitude] },
          })),
        },
      },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": "#dfe6e9" } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": "#f4f1ea", "fill-outline-color": "#b9b3a6" } },
      {
        id: "borders",
        type: "line",
        source: "borders",
        paint: { "line-color": "#9a9385", "line-width": 0.8, "line-dasharray": [3, 2] },
      },
      {
        id: "cities",
        type: "circle",
        source: "cities",
        paint: {
          "circle-radius": 3,
          "circle-color": "#1a1a1a",
          "circle-stroke-color": "#f4f1ea",
          "circle-stroke-width": 1,
        },
      },
    ],
  };
}
