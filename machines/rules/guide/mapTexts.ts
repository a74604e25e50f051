/**
 * The guide map's wording and the rules the page needs before the map opens
 * (the explore button, the side navigation): a small module of its own so a
 * guide page's first load does not carry the map's geometry (rules/map).
 */

/** Wording. */
export const mapTexts = {
  explore: "explore map",
  exploreNearby: "nearby",
  loading: "loading...",
  hideNearby: "hide nearby",
  showNearby: "show nearby",
  directions: "directions",
  all: "All",
  unavailable: "The map is not available on phones and tablets. Open this page on a computer to explore the map.",
  geolocationRefused:
    "Your browser did not share your location, so nearby shows cannot be found. Allow location access for this site and try again.",
  youAreHere: "You are here",
  noneNearby: "No shows near you right now. Hide nearby to see this page's shows on the map.",
  planRoute: "plan my route",
  wholeRoute: "every city",
  close: "close map",
  back: "back",
} as const;

/** Side navigation top offset. */
export const SIDE_NAV_MIN_TOP = 130;
export const SIDE_NAV_TOP_WITH_MAP = 385;
export const SIDE_NAV_TOP_WITHOUT_MAP = 205;

/** The side navigation's top: 385 px with the map, 205 without, minus scroll, at least 130. */
export function sideNavTop(mapMounted: boolean, scrollY: number): number {
  const start = mapMounted ? SIDE_NAV_TOP_WITH_MAP : SIDE_NAV_TOP_WITHOUT_MAP;
  return Math.max(SIDE_NAV_MIN_TOP, start - scrollY);
}

/** What the device's main input can do, as its media queries answer. */
export interface InputCapability {
  /** `(pointer: coarse)`: the main pointer is a finger. */
  coarsePointer: boolean;
  /** `(hover: hover)`: the main pointer can hover (a mouse, a trackpad). */
  canHover: boolean;
}

/**
 * Phones and tablets get a modal instead of the map, and a venue's address
 * goes to the maps service's directions. What makes a phone or a tablet is its
 * input (a finger that cannot hover), not its width: a narrow desktop window
 * with a mouse opens the map.
 */
export function mapAvailable(input: InputCapability): boolean {
  return !input.coarsePointer && input.canHover;
}
