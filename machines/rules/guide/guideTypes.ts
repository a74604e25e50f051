import type { HoursRow } from "#machines/rules/admin/admin";
import type { ExhibitionDates } from "#machines/rules/guide/exhibitionDates";
/**
 * The guide's entities as the pages and the /api send them.
 * Field names follow the spec (camelCase entities, snake_case place keys).
 */

export interface GuideImage {
  path: string;
  path_large: string;
  path_square: string;
  width: number;
  height: number;
  caption: string;
}

export interface FeaturedListRef {
  name: string;
  site_url: string;
}

/** What every view of a venue shares (the guide, the admin, the seed): its name, address, contacts, hours text and position. */
export interface VenueBase {
  id: number;
  slug: string;
  name: string;
  address: string;
  town: string;
  zip: string;
  url: string;
  phone: string;
  email: string;
  hours: string;
  description: string;
  latitude: number;
  longitude: number;
}

/** Guide location / venue. */
export interface GuideLocation extends VenueBase {
  /** The opening-hours rows behind `hours`, for today's hours in the venue's time zone. */
  hoursParts: HoursRow[];
  byAppointment: boolean;
  /** The city's time zone (IANA), null when unknown. */
  timeZone: string | null;
  path: string;
  place: string;
  place_url: string;
  placePath: string;
  /** Two-letter country code of the city (how its addresses are written). */
  country_code: string;
  hasMoreExhibitions: boolean;
  primaryImage: GuideImage | null;
  location: { place: string; place_url: string; district: string; category: string };
  featuredLists: FeaturedListRef[];
}

/** Guide exhibition; `title` is "artists\ntitle" as the spec has it, `exhibitionTitle` the title alone. */
export interface GuideExhibition {
  id: number;
  slug: string;
  title: string;
  exhibitionTitle: string;
  artists: string;
  subtitle: string;
  description: string;
  descriptionExtended: string;
  pressRelease: string;
  showStart: string;
  showEnd: string;
  dateOverride: string;
  openingStart: string | null;
  openingEnd: string | null;
  openingStartAsString: string;
  openingEndAsString: string;
  isMustSee: boolean;
  isSpotlight: boolean;
  criticsPick: string | null;
  preview: string | null;
  viewingRoom: string | null;
  category: string;
  path: string;
  images: GuideImage[];
  primaryImage: GuideImage | null;
  location: GuideLocation;
  /** Written on the server for the answer's day (guide pages carry no date code). */
  dates: ExhibitionDates;
}

export interface GuidePlace {
  place: string;
  place_url: string;
  path: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
  isPriority: boolean;
  /** Current and upcoming exhibitions. */
  count: number;
}

export interface GuideFeaturedList {
  id: number;
  slug: string;
  name: string;
  site_url: string;
  location_ids: number[];
}

/** One page of a paged list. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

/** An image as a listing card draws it (no square crop). */
export type ListingLeadImage = Omit<GuideImage, "path_square">;
/** An image as the guide image viewer shows it: the large file, its size and caption. */
export type ViewerImage = Pick<GuideImage, "path_large" | "width" | "height" | "caption">;

/**
 * An exhibition as a listing card shows it. List pages send this: their data
 * travels inside their HTML, beside the same text as markup, so it carries
 * what the card, the image viewer and the list's grouping read, and nothing else:
 * - the venue without its own description, image and slug (its page shows
 *   those), with its phone and e-mail (the card shows them), and of its area
 *   only the district (groupings);
 * - the viewer's images only when there are more than the lead image (the card falls back to it);
 * - no "artists\ntitle" title (artists and exhibitionTitle are there), no
 *   reception end as an instant (the card shows openingEndAsString), no viewing room.
 */
export type ListingExhibition = Omit<
  GuideExhibition,
  "title" | "openingEnd" | "viewingRoom" | "images" | "primaryImage" | "location"
> & {
  primaryImage: ListingLeadImage | null;
  images: ViewerImage[];
  location: Omit<GuideLocation, "description" | "primaryImage" | "slug" | "location"> & {
    location: Pick<GuideLocation["location"], "district">;
  };
};

/** The location group a venue's public page names, with the group's other venues. */
export interface VenueGroup {
  name: string;
  venues: { name: string; slug: string }[];
}
