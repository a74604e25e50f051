/**
 * The guide's entities as the pages and the /api send them (spec 2 §3).
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

/** Guide location / venue. */
export interface GuideLocation {
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
  path: string;
  latitude: number;
  longitude: number;
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

/** One page of a paged list (spec 2 §3 "Paged lists"). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

/**
 * An exhibition as a listing card shows it: its venue without the venue's own
 * description and image (the venue page shows those), and `images` left
 * empty when the lead image is the only one (the card falls back to it).
 * List pages send this: their data travels inside their HTML.
 */
export type ListingExhibition = Omit<GuideExhibition, "location"> & {
  location: Omit<GuideLocation, "description" | "primaryImage">;
};
