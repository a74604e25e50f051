import { countNoun } from "#machines/rules/shell/paging";
import { folded } from "./autocomplete";
import { MYGUIDE_PATH, MYGUIDE_SIGN_IN_TEXT } from "./myguideAccess";
import { PRIORITY_CITIES } from "./priorityCities";

/**
 * The art guide's exact constants, texts and slugs.
 * Shared by the server (loaders, /api) and the browser (machines), so a label
 * or a grouping title is written once.
 */

/** Guide pages are fetched 15 entries at a time. */
export const GUIDE_PAGE_SIZE = 15;
/** Upper bound a client may ask for in one page; fetchAll walks pages of GUIDE_PAGE_SIZE. */
export const GUIDE_MAX_PAGE_SIZE = 100;

export interface CategoryOption {
  label: string;
  slug: string;
}

/** Turns a label into its slug: "art fairs" → "art-fairs", "editor's select" → "editors-select". */
export function categorySlug(label: string): string {
  return label.trim().toLowerCase().replace(/['’]/g, "").replace(/\s+/g, "-");
}

/** Category options of the city navigation, in the spec's order; default is all. */
export const CATEGORY_LABELS = [
  "all",
  "galleries",
  "museums",
  "openings",
  "closings",
  "special events",
  "art fairs",
  "auctions",
] as const;

export const CATEGORY_OPTIONS: readonly CategoryOption[] = CATEGORY_LABELS.map((label) => ({
  label,
  slug: categorySlug(label),
}));

export type CategorySlug =
  | "all"
  | "galleries"
  | "museums"
  | "openings"
  | "closings"
  | "special-events"
  | "art-fairs"
  | "auctions";

export const CATEGORY_SLUGS = CATEGORY_OPTIONS.map((o) => o.slug) as CategorySlug[];
export const DEFAULT_CATEGORY: CategorySlug = "all";
/** Choosing only a city navigates to it with this category. */
export const CITY_DEFAULT_CATEGORY: CategorySlug = "galleries";

export function categoryLabel(slug: string): string {
  return CATEGORY_OPTIONS.find((o) => o.slug === slug)?.label ?? slug;
}

export { PRIORITY_CITIES };

/** Sorts places with the priority cities first (in their order), the rest alphabetically. */
export function sortPlaces<T extends { place_url: string; place: string }>(places: readonly T[]): T[] {
  const rank = (p: T) => {
    const i = PRIORITY_CITIES.findIndex((c) => c.place_url === p.place_url);
    return i === -1 ? PRIORITY_CITIES.length : i;
  };
  return [...places].sort((a, b) => rank(a) - rank(b) || a.place.localeCompare(b.place));
}

/** Paths of the guide. */
export const guidePaths = {
  home: "/artguide",
  place: (placeUrl: string, category?: string) =>
    `/artguide/place/${placeUrl}${category && category !== DEFAULT_CATEGORY ? `?category=${category}` : ""}`,
  venue: (slug: string) => `/artguide/venue/${slug}`,
  mustsee: "/artguide/mustsee",
  artfairs: "/artguide/artfairs",
  special: "/artguide/special",
  myguide: MYGUIDE_PATH,
  /** The guide's sign-in page, back to `redirectTo` after; `reason` picks its prompt. */
  /** Sign-in for the guide; `add` is the show a +myguide asked for, added once the reader is in (no JavaScript). */
  login: (redirectTo: string, reason?: "myguide", add?: number) =>
    `/artguide/login?${reason ? `reason=${reason}&` : ""}${add ? `add=${add}&` : ""}redirectTo=${encodeURIComponent(redirectTo)}`,
  /** The share page of a venue, or of one of its exhibitions (where the share option leads without JavaScript). */
  share: (venuePath: string, exhibitionSlug?: string) =>
    `${venuePath}/share${exhibitionSlug ? `?exhibition=${encodeURIComponent(exhibitionSlug)}` : ""}`,
  exhibitionCalendar: (id: number) => `/artguide/calendar/exhibition/${id}`,
  myguideCalendar: (token: string) => `/artguide/calendar/myguide/${token}`,
  search: (term?: string) => `/artguide/search${term ? `?search=${encodeURIComponent(term)}` : ""}`,
  help: "/artguide/help",
  participate: "/artguide/participate",
} as const;

/** Exact texts of the guide. */
export const guideTexts = {
  searchPlaceholder: "search artguide",
  cityLabel: "city",
  categoryLabel: "category",
  loading: "Loading...",
  loadingNext: "Loading next page...",
  loadingMorePages: "Loading more pages...",
  loadError: "Error loading results. Refresh the page to try again.",
  emptyList: "There are no listings here at the moment.",
  emptyLinkLabel: "Back to the artguide",
  noSearchResults: "No listings match your search.",
  myguideSignIn: MYGUIDE_SIGN_IN_TEXT,
  myguideSignInToAdd: "Sign in to add this listing to your myguide.",
  myguideEmpty: "myguide is your personal list of shows to see. Select +myguide on any listing to add that exhibition.",
  myguideRedirecting: "redirecting to all myguide locations.",
  myguideLoginPrompt: "Already a member of artguide? Sign in here.",
  myguideClearWarning: "This will remove all exhibitions from myguide.",
  myguideAdd: "+myguide",
  addToCalendar: "add to calendar",
  myguideCalendar: "subscribe in your calendar",
  calendarAddressHeading: "Your myguide calendar",
  calendarAddressHint:
    "Calendar apps follow your myguide through a private address. If someone else has it, make a new one: the old address stops working at once.",
  calendarAddressRenew: "Make a new calendar address",
  calendarAddressRenewed:
    "Your myguide calendar has a new address. Subscribe to it again from myguide; the old one no longer opens.",
  myguideRemove: "-myguide",
  /** A +myguide or -myguide the server refused or never got: the change was put back. */
  myguideNotSaved: "Not saved. Try again.",
  moreAtLocation: "more at this location",
  pressRelease: "press release",
  share: "share",
  print: "print",
  sortByDate: "sort by date",
  sortByCity: "sort by city",
  exploreMap: "explore map",
  nearby: "nearby",
} as const;

/**
 * The API-driven page's all/active toggle:
 * "all" lists every current and upcoming show, "active" only those on view
 * today. The values are the query parameter `show`; the labels are what the
 * reader sees.
 */
export const SHOW_FILTERS = ["all", "active"] as const;
export type ShowFilter = (typeof SHOW_FILTERS)[number];
export const DEFAULT_SHOW: ShowFilter = "all";
export const SHOW_FILTER_LABELS: Record<ShowFilter, string> = { all: "all shows", active: "on view now" };

/** A list's count in words: "1 listing", "171 listings"; while it loads, an ellipsis. */
export function listingsCount(total: number | null): string {
  if (total === null) return "… listings";
  return countNoun(total, "listing", "listings");
}

/** Openings and closings are dated lists of their own: the toggle would mean nothing there. */
export function hasAllActiveToggle(category: CategorySlug): boolean {
  return category !== "openings" && category !== "closings";
}

/** Flags of a listing card, in display order. */
export const flagLabels = {
  mustSee: "Must See",
  criticsPick: "Critics' Pick",
  preview: "Preview",
  spotlight: "Spotlight",
} as const;

// ---- days ------------------------------------------------------------------
// Arithmetic on ISO calendar dates "YYYY-MM-DD" (or ISO timestamps whose first
// 10 characters are one), in UTC, identical on the server and in the browser.
// Writing a date as text is machines/rules/calendar/dates.ts's job.

function utc(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** "YYYY-MM-DD" of a Date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDay(d);
}

/** How an exhibition is named in one line of text: "Artists: Title", or the title alone (the title's markup dropped). */
export function exhibitionHeadline(x: { artists: string; exhibitionTitle: string }): string {
  return [x.artists, plainText(x.exhibitionTitle)].filter(Boolean).join(": ");
}

// ---- phones ----------------------------------------------------------------

/** Phone as a tel: href (digits and a leading +). */
export function phoneHref(formatted: string): string {
  return `tel:${formatted.replace(/[^\d+]/g, "")}`;
}

/** Venue website for display: "www.gallery.com/path" without scheme or trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/**
 * The guide's "today" as a calendar date. UTC, like the seed's relative
 * dates, so openings "today" line up with the data on every server.
 */
export function guideToday(now: Date = new Date()): string {
  return isoDay(now);
}

/**
 * Standard-time UTC offsets (hours) of the guide's cities, for the SQL that
 * picks a city's openings by local day (workers/db/exhibitions.ts). Reception
 * times are shown on the city's clock, daylight time included, by
 * machines/rules/calendar/wallClock.ts.
 */
export const PLACE_UTC_OFFSET_HOURS: Readonly<Record<string, number>> = {
  "new-york": -5,
  "los-angeles": -8,
  london: 0,
  berlin: 1,
  paris: 1,
  milan: 1,
  beijing: 8,
  "hong-kong": 8,
  "mexico-city": -6,
  chicago: -6,
  "san-francisco": -8,
  toronto: -5,
  montreal: -5,
  madrid: 1,
  barcelona: 1,
  rome: 1,
  amsterdam: 1,
  brussels: 1,
  vienna: 1,
  zurich: 1,
  copenhagen: 1,
  stockholm: 1,
  tokyo: 9,
  seoul: 9,
  "sao-paulo": -3,
  sydney: 10,
  istanbul: 3,
};

/** Picking a city in the guide search autocomplete opens that city's page (the options are city names). */
export function cityPathForName(
  cities: readonly { place: string; place_url: string }[],
  name: string,
): string | undefined {
  const city = cities.find((c) => folded(c.place) === folded(name.trim()));
  return city ? guidePaths.place(city.place_url) : undefined;
}

/** A numeric character reference's character (U+FFFD for one that names none). */
function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

/** Plain text of a sanitised HTML fragment (alt text, feeds, JSON-LD): tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(?:p|li|h[2-6]|blockquote|figcaption|pre)>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]{1,7});/g, (_, dec: string) => fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Countries that write the postcode before the town ("10119 Berlin"); elsewhere "New York 10001". */
const POSTCODE_FIRST = new Set([
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "BE",
  "AT",
  "CH",
  "DK",
  "SE",
  "NO",
  "FI",
  "PT",
  "MX",
  "BR",
  "TR",
  "PL",
  "CZ",
]);

/** One-line postal address of a venue. */
export function postalAddress(address: string, town: string, zip: string, countryCode: string): string {
  const locality = POSTCODE_FIRST.has(countryCode.toUpperCase()) ? [zip, town] : [town, zip];
  return [address, locality.filter(Boolean).join(" ")].filter(Boolean).join(", ");
}
