/**
 * The guide map's constants, texts and pure rules.
 * Shared by the map machine, the map component and their tests.
 */

// The texts and rules the page needs before the map opens live in rules/mapTexts (a small first-load module).
export {
  mapAvailable,
  mapTexts,
  sideNavTop,
} from "./mapTexts";

import { countNoun } from "#machines/rules/shell/paging";
import { mapTexts } from "./mapTexts";

/** Where the map opens without listings: New York, at street level. */
export const MAP_CENTER = { latitude: 40.7, longitude: -74 } as const;
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_MAX_ZOOM = 17;
/** The farthest out the map goes: the whole world in about 180 px. */
export const MAP_MIN_ZOOM = -1.5;
/** The minimum-zoom cap before adjustment; one less at zoom 14 or more. */
export const MAP_MIN_ZOOM_CAP = 21;
/** Current-location bounds: plus or minus this many degrees. */
export const CURRENT_LOCATION_SPAN = 0.2;
/** The outlier filter applies to more than this many markers. */
export const OUTLIER_MIN_MARKERS = 10;
/** Median plus or minus this many interquartile ranges. */
export const OUTLIER_IQR_FACTOR = 5;
/** Places list: 7 entries with counts, 10 without counts or in category mode. */
export const PLACES_WITH_COUNTS = 7;
export const PLACES_WITHOUT_COUNTS = 10;
export const MARKER_COLOURS = { default: "red", selected: "blue", nearby: "green" } as const;
/**
 * The map's label type, the site's own Inter: the map styles name no glyph
 * server, so the browser draws the labels from the page's fonts. The first
 * name of a stack gives the weight, the second is the font family.
 */
export const MAP_FONTS = {
  regular: ["Inter Variable Regular", "Inter Variable"],
  medium: ["Inter Variable Medium", "Inter Variable"],
  italic: ["Inter Variable Italic", "Inter Variable"],
} as const;
/** After the reader picks a venue, scrolling the sidebar selects nothing for this long. */
export const SIDEBAR_GUARD_MS = 500;

export type PlaceStyle =
  | "city"
  | "cityNoCount"
  | "none"
  | "country"
  | "countryPlace"
  | "placeByCategory"
  | "defaultPlaces";
export type ExploreStyle = "map" | "nearby";

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapPlace {
  place: string;
  place_url: string;
  count?: number;
  path: string;
}

/** What a page tells its map: the listings, how places are shown and how the map opens. */
export interface MapConfig<Entity = unknown> {
  entities: readonly Entity[];
  placeStyle: PlaceStyle;
  useCurrentLocation: boolean;
  nearbyGeoCenter?: LatLng;
  exploreStyle: ExploreStyle;
  title: string;
  subtitle?: string;
  category?: string;
  myguide: boolean;
  places: readonly MapPlace[];
  otherPlaces: readonly MapPlace[];
  currentPlace?: MapPlace;
  disableNearbyButton: boolean;
  breakLine: boolean;
  previousConfig?: MapConfig<Entity>;
}

/** Room a venue's name takes to the right of its marker (12 em of 12 px type, after a 1.1 em gap). */
export const LABEL_ROOM_PX = 170;
/** Room around the framed venues for a marker, and below them for the scale and the zoom buttons. */
export const FRAME_EDGE_PX = 36;
export const FRAME_FOOT_PX = 60;

export interface FramePadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The padding the map fits its venues in: the names drawn to the right of
 * the markers (where names are drawn: `labels`) and the controls along the
 * bottom stay inside the frame. On a narrow map the padding shrinks so at
 * least half of each side is left for the venues themselves.
 */
export function framePadding(width: number, height: number, labels = true): FramePadding {
  const right = labels ? LABEL_ROOM_PX : FRAME_EDGE_PX;
  const fit = (wanted: number, size: number) => (wanted > size / 2 ? size / 2 / wanted : 1);
  const across = fit(FRAME_EDGE_PX + right, width);
  const down = fit(FRAME_EDGE_PX + FRAME_FOOT_PX, height);
  return {
    top: Math.round(FRAME_EDGE_PX * down),
    right: Math.round(right * across),
    bottom: Math.round(FRAME_FOOT_PX * down),
    left: Math.round(FRAME_EDGE_PX * across),
  };
}

/** Whether the venues are in more than one city: a cross-city list names each venue's city. */
export function spansCities(venues: readonly { place_url?: string }[]): boolean {
  return new Set(venues.map((v) => v.place_url ?? "")).size > 1;
}

/** The minimum zoom is capped at 21, one less once the zoom reaches 14. */
export function minZoomCap(zoom: number): number {
  return zoom >= 14 ? MAP_MIN_ZOOM_CAP - 1 : MAP_MIN_ZOOM_CAP;
}

/** A zoom the map may use: the default when unknown, never above the maximum. */
export function clampZoom(zoom: number | undefined): number {
  if (zoom === undefined || !Number.isFinite(zoom)) return MAP_DEFAULT_ZOOM;
  return Math.min(zoom, MAP_MAX_ZOOM);
}

/** [[west, south], [east, north]] around the reader's location, ±0.2 degrees. */
export function currentLocationBounds(at: LatLng): [[number, number], [number, number]] {
  const s = CURRENT_LOCATION_SPAN;
  return [
    [at.longitude - s, at.latitude - s],
    [at.longitude + s, at.latitude + s],
  ];
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const low = Math.floor(pos);
  const high = Math.ceil(pos);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (pos - low);
}

function withinSpread(values: readonly number[]): (value: number) => boolean {
  const sorted = [...values].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  const reach = OUTLIER_IQR_FACTOR * iqr;
  return (value) => value >= median - reach && value <= median + reach;
}

/**
 * With more than 10 markers, drop those farther than 5 interquartile
 * ranges from the median in latitude or longitude, so one far venue does not
 * zoom the whole city out. Markers across cities (Must See, myguide) are all
 * kept: a far city such as Sydney is part of the world, not a stray venue.
 */
export function filterOutliers<T extends LatLng & { place_url?: string }>(markers: readonly T[]): T[] {
  if (markers.length <= OUTLIER_MIN_MARKERS || spansCities(markers)) return [...markers];
  const latOk = withinSpread(markers.map((m) => m.latitude));
  const lngOk = withinSpread(markers.map((m) => m.longitude));
  return markers.filter((m) => latOk(m.latitude) && lngOk(m.longitude));
}

/** Squared distance in degrees with longitude scaled by latitude: enough to compare. */
function distance2(a: LatLng, b: LatLng): number {
  const scale = Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const dLat = a.latitude - b.latitude;
  const dLng = (a.longitude - b.longitude) * scale;
  return dLat * dLat + dLng * dLng;
}

/**
 * 'plan my route': a walking order by nearest neighbour, from the reader's
 * location when known, otherwise from the first venue.
 */
export function routeOrder<T extends LatLng>(stops: readonly T[], start?: LatLng): T[] {
  const left = [...stops];
  const route: T[] = [];
  let here: LatLng | undefined = start;
  while (left.length > 0) {
    let best = 0;
    if (here) {
      const from = here;
      left.forEach((stop, i) => {
        if (distance2(from, stop) < distance2(from, left[best] as T)) best = i;
      });
    }
    const [next] = left.splice(best, 1) as [T];
    route.push(next);
    here = next;
  }
  return route;
}

/** A stop of 'plan my route': a venue with its city. */
export interface RouteStop extends LatLng {
  place_url?: string;
  /** The city's name, which names the leg. */
  place?: string;
}

/** One city's walk: its stops in walking order. */
export interface RouteLeg<T> {
  place_url: string;
  place: string;
  stops: T[];
}

/** A reader this close to a city (degrees, about 50 km) starts that city's walk where they are. */
const NEAR_ENOUGH_TO_WALK = 0.5;

/**
 * 'plan my route' across cities: one walk per city (a leg), never a line
 * across an ocean. Each leg walks by nearest neighbour, from the reader's
 * location when they are in that city; the legs follow each other city by
 * city, nearest first, from the reader or from the first saved show's city.
 */
export function routeLegs<T extends RouteStop>(stops: readonly T[], start?: LatLng): RouteLeg<T>[] {
  const byCity = new Map<string, T[]>();
  for (const stop of stops) {
    const key = stop.place_url ?? "";
    byCity.set(key, [...(byCity.get(key) ?? []), stop]);
  }
  const legs = [...byCity.entries()].map(([place_url, cityStops]) => {
    const here = start && cityStops.some((s) => distance2(start, s) < NEAR_ENOUGH_TO_WALK ** 2) ? start : undefined;
    const centre = {
      latitude: cityStops.reduce((sum, s) => sum + s.latitude, 0) / cityStops.length,
      longitude: cityStops.reduce((sum, s) => sum + s.longitude, 0) / cityStops.length,
    };
    return { place_url, place: cityStops[0]?.place ?? place_url, stops: routeOrder(cityStops, here), ...centre };
  });
  return routeOrder(legs, start).map(({ place_url, place, stops: walk }) => ({ place_url, place, stops: walk }));
}

/** A leg's title in the route's list: which walk of how many, its city, its stops. */
export function routeLegTitle(index: number, legs: number, place: string, stops: number): string {
  const walk = legs > 1 ? `Leg ${index + 1} of ${legs}: ` : "";
  return `${walk}${place}, ${countNoun(stops, "stop", "stops")}`;
}

/** How many places the header lists for a place style. */
export function placesLimit(placeStyle: PlaceStyle, category?: string): number {
  const withCounts = placeStyle === "city" || placeStyle === "country" || placeStyle === "countryPlace";
  return withCounts && !category ? PLACES_WITH_COUNTS : PLACES_WITHOUT_COUNTS;
}

/** Whether the places list shows counts for a place style. */
export function placesShowCounts(placeStyle: PlaceStyle, category?: string): boolean {
  return placesLimit(placeStyle, category) === PLACES_WITH_COUNTS;
}

/** The header's place filter: 'All' plus the places, cut to the style's limit. */
export function placeFilter(
  config: Pick<MapConfig, "placeStyle" | "places" | "category">,
): { label: string; place_url: string }[] {
  if (config.placeStyle === "none") return [];
  const counts = placesShowCounts(config.placeStyle, config.category);
  const places = config.places.slice(0, placesLimit(config.placeStyle, config.category)).map((p) => ({
    label: counts && p.count !== undefined ? `${p.place} (${p.count})` : p.place,
    place_url: p.place_url,
  }));
  return [{ label: mapTexts.all, place_url: "" }, ...places];
}

interface PlacedListing {
  place: string;
  place_url: string;
  placePath: string;
}

/**
 * Setting a place url makes the first listing's place current and
 * counts the other places from the remaining listings, most first.
 */
export function placesFromListings(listings: readonly PlacedListing[]): {
  currentPlace?: MapPlace;
  otherPlaces: MapPlace[];
} {
  const [first, ...rest] = listings;
  if (!first) return { otherPlaces: [] };
  const counts = new Map<string, MapPlace>();
  for (const l of rest) {
    if (l.place_url === first.place_url) continue;
    const seen = counts.get(l.place_url);
    if (seen) seen.count = (seen.count ?? 0) + 1;
    else counts.set(l.place_url, { place: l.place, place_url: l.place_url, path: l.placePath, count: 1 });
  }
  const otherPlaces = [...counts.values()].sort(
    (a, b) => (b.count ?? 0) - (a.count ?? 0) || a.place.localeCompare(b.place),
  );
  return { currentPlace: { place: first.place, place_url: first.place_url, path: first.placePath }, otherPlaces };
}

/** The directions link for a venue, from the configured maps service URL; none without a venue. */
export function directionsHref(template: string, at: LatLng | undefined): string | undefined {
  if (!at || !template) return undefined;
  return template.replace("{lat}", String(at.latitude)).replace("{lng}", String(at.longitude));
}

/**
 * The map's centre latitude at a zoom, for a canvas `heightPx` tall: the map never shows past the
 * poles, and a world shorter than the canvas (a narrow window zoomed out to hold every city, such as
 * Los Angeles to Sydney at 900 px) sits in the middle instead of the zoom being raised to fill it.
 */
export function constrainedLatitude(latitude: number, zoom: number, heightPx: number): number {
  const worldPx = 512 * 2 ** zoom;
  const toY = (lat: number) => {
    const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
  };
  const toLatitude = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx))) * 180) / Math.PI;
  if (worldPx <= heightPx) return 0;
  return toLatitude(Math.max(heightPx / 2, Math.min(worldPx - heightPx / 2, toY(latitude))));
}
