import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json";
import land50m from "world-atlas/land-50m.json";

/**
 * The map's embedded default style (spec 2 §3 "Tiles that work offline"): land
 * (1:50m) and borders (1:110m) from Natural Earth (world-atlas), converted from TopoJSON
 * to GeoJSON sources once per isolate, and the guide cities as points. No
 * glyphs or sprites, so nothing is fetched from another host: the map shows
 * real geography on a machine without internet. Production sets MAP_STYLE_URL
 * to a vector-tile style instead.
 */
export interface CityPoint {
  place: string;
  place_url: string;
  latitude: number;
  longitude: number;
}

type Topo = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type LandTopo = Topology<{ land: GeometryCollection }>;

let geography: { land: unknown; borders: unknown } | null = null;

function naturalEarth() {
  if (!geography) {
    const countries = countries110m as unknown as Topo;
    const land = land50m as unknown as LandTopo;
    geography = {
      land: feature(land, land.objects.land),
      borders: mesh(countries, countries.objects.countries, (a, b) => a !== b),
    };
  }
  return geography;
}

/** The palette follows DESIGN.md: paper white water, warm grey land, ink borders. */
export function embeddedMapStyle(cities: readonly CityPoint[]) {
  const { land, borders } = naturalEarth();
  return {
    version: 8,
    name: "artguide offline",
    sources: {
      land: { type: "geojson", data: land },
      borders: { type: "geojson", data: borders },
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
      { id: "borders", type: "line", source: "borders", paint: { "line-color": "#9a9385", "line-width": 0.8, "line-dasharray": [3, 2] } },
      {
        id: "cities",
        type: "circle",
        source: "cities",
        paint: { "circle-radius": 3, "circle-color": "#1a1a1a", "circle-stroke-color": "#f4f1ea", "circle-stroke-width": 1 },
      },
    ],
  };
}
