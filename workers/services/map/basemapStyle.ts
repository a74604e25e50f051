import { type Flavor, layers, namedFlavor } from "@protomaps/basemaps";
import { MAP_FONTS } from "#machines/rules/guide/map";

/**
 * The production map's style (MAP_TILES = "pmtiles"): the Protomaps basemap,
 * a street map from OpenStreetMap, in its light flavour with English names.
 * Its tiles and sprites are this site's own (app/routes/guide/map-basemap.tsx,
 * read from the MAP_BUCKET archive), so the map needs no other host; it names
 * no glyph server, so the browser draws the labels in the site's Inter.
 */
export const BASEMAP_PATH = "/artguide/map/basemap";
const SOURCE = "protomaps";
const FLAVOR = "light";

const fonts: Pick<Flavor, "regular" | "bold" | "italic"> = {
  regular: MAP_FONTS.regular[0],
  bold: MAP_FONTS.medium[0],
  italic: MAP_FONTS.italic[0],
};
const STACKS = new Map<string, readonly string[]>(Object.values(MAP_FONTS).map((stack) => [stack[0], stack]));

/** Each one-font list the basemap names becomes the site's stack (weight name, then the family). */
function withFontStacks(value: unknown): unknown {
  if (!Array.isArray(value)) {
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFontStacks(v)]));
    return value;
  }
  const stack = value.length === 1 && typeof value[0] === "string" ? STACKS.get(value[0]) : undefined;
  return stack ? [...stack] : value.map(withFontStacks);
}

export interface BasemapArchiveFacts {
  /** The deepest zoom the archive holds; maplibre scales its tiles beyond it. */
  maxZoom: number;
  attribution: string;
}

export function basemapStyle(origin: string, archive: BasemapArchiveFacts) {
  // Joined, not parsed: a URL would escape the tile template's braces.
  const url = (path: string) => `${origin}${BASEMAP_PATH}${path}`;
  return {
    version: 8,
    name: "artguide streets",
    sprite: url(`/sprites/${FLAVOR}`),
    sources: {
      [SOURCE]: {
        type: "vector",
        tiles: [url("/{z}/{x}/{y}.mvt")],
        minzoom: 0,
        maxzoom: archive.maxZoom,
        attribution: archive.attribution,
      },
    },
    layers: withFontStacks(layers(SOURCE, { ...namedFlavor(FLAVOR), ...fonts }, { lang: "en" })),
  };
}
