import type { LatLng, RouteLeg } from "./map";
import { mapTexts } from "./mapTexts";

/**
 * The guide map machine's (machines/guideMap.ts) shapes, initial context and
 * pure readers, usable without loading xstate: the map component renders the
 * initial context until the machine starts on the reader's first use.
 */
export interface MapLocation extends LatLng {
  id: number;
  /** The location's city, for the map header's place filter and the legs of a route. */
  place_url?: string;
  /** The city's name. */
  place?: string;
}

/** A leg of 'plan my route': one city's stops, by id, in walking order. */
export type RouteLegIds = RouteLeg<number>;

export interface MapEntry {
  /** The venue the map was entered on (an address click), if any. */
  entryLocation: number | null;
  selected: number | null;
  nearby: boolean;
}

export interface GuideMapInput {
  /** 'map' opens on the page's shows; 'nearby' opens on the shows near the reader. */
  exploreStyle: "map" | "nearby";
  available: boolean;
}

/** The part of the map config the reader changes inside the map: which place it shows ("" for all). */
export interface MapView {
  placeFilter: string;
}

export interface GuideMapContext {
  exploreStyle: "map" | "nearby";
  available: boolean;
  /** 'plan my route' opened this map: the shows are walked city by city. */
  planning: boolean;
  /** The planned walk, one leg per city; null when not planning. */
  route: RouteLegIds[] | null;
  /** The leg the map shows (its city's place_url); null for the whole map. */
  framed: string | null;
  /** A previous config exists: the close button is a back arrow, not a cross. */
  hasPreviousConfig: boolean;
  /** The config the back arrow returns to. */
  previousConfig: MapView | null;
  /** The place the map shows; "" for every place. */
  placeFilter: string;
  locations: MapLocation[];
  nearbyLocations: MapLocation[];
  entry: MapEntry;
  /** Where the reader is, once shared. */
  here: LatLng | null;
  /** A selection made by scrolling is ignored until this guard passes. */
  guarded: boolean;
  /** The sidebar item to scroll to (set 500 ms after a selection). */
  scrollTo: number | null;
  error: string | null;
}

export const noEntry: MapEntry = { entryLocation: null, selected: null, nearby: false };

/** The machine's context as it starts (state 'closed'): also what the page shows before it does. */
export function initialMapContext(input: GuideMapInput): GuideMapContext {
  return {
    exploreStyle: input.exploreStyle,
    available: input.available,
    planning: false,
    route: null,
    framed: null,
    hasPreviousConfig: false,
    previousConfig: null,
    placeFilter: "",
    locations: [],
    nearbyLocations: [],
    entry: noEntry,
    here: null,
    guarded: false,
    scrollTo: null,
    error: null,
  };
}

/** The locations of one place ("" for all of them). */
export function inPlace<T extends MapLocation>(locations: readonly T[], placeUrl: string): T[] {
  return placeUrl ? locations.filter((l) => l.place_url === placeUrl) : [...locations];
}

/** The leg a stop belongs to. */
export function legOf(route: readonly RouteLegIds[] | null, id: number | null): RouteLegIds | undefined {
  return id === null ? undefined : route?.find((leg) => leg.stops.includes(id));
}

/** The nearby toggle's text. */
export function nearbyToggleText(loading: boolean, nearby: boolean): string {
  if (loading) return mapTexts.loading;
  return nearby ? mapTexts.hideNearby : mapTexts.showNearby;
}
