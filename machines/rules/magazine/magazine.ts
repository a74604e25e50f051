/**
 * Magazine constants, texts and small pure rules,
 * shared by the /api handlers, the page loaders and the later list machines.
 */
// ── Page sizes ─────────────────────────────────────────
export const FIRST_PAGE = 1;
export const ARTICLE_PAGE_SIZE = 12;
export const NEWS_FRONT_PAGE_SIZE = 19;
export const NEWS_AD_PAGE_SIZE = 1;
export const MOST_READ_PAGE_SIZE = 4;
export const ISSUE_ADS_PAGE_SIZE = 3;
export const CONTRIBUTOR_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const VIEWING_ROOMS_PAGE_SIZE = 12;
export const RANDOM_VIEWING_ROOMS_PAGE_SIZE = 60;
export const SECTION_BLOG_PAGE_SIZE = 3;
export const BOOK_REVIEW_HIGHLIGHTS = 3;
/** Upper bound for any pageSize a client may ask for. */
export const MAX_PAGE_SIZE = 100;

// ── Search and infinite scroll ────────────────────────────────
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DEBOUNCE_MS = 250;
export type SearchSort = "date" | "relevance";
export const SEARCH_SORTS: readonly SearchSort[] = ["date", "relevance"];
/** "Default sort is newest." */
export const DEFAULT_SEARCH_SORT: SearchSort = "date";

// ── List kinds and their image widths ─────────────────────────
export type ListKind = "news" | "topten" | "passages" | "video" | "default";

export const IMAGE_WIDTH: Readonly<Record<ListKind, number>> = {
  default: 810,
  news: 240,
  topten: 240,
  passages: 600,
  video: 600,
};

/** Article type 80 is video. */
export const VIDEO_TYPE = 80;
/** Viewing rooms are item type 600. */
export const VIEWING_ROOM_TYPE = 600;

/**
 * The list layout of a channel. Top ten is used only when the category is Top
 * Ten; video lists are the video channel or type-80 lists.
 */
export function listKindFor(channel: string, categoryLabel?: string | null): ListKind {
  const slug = channel.toLowerCase();
  if (slug === "news") return "news";
  if (slug === "topten" || slug === "top-ten" || categoryLabel?.toLowerCase() === "top ten") return "topten";
  if (slug === "passages") return "passages";
  if (slug === "video") return "video";
  return "default";
}

/** News images show only for articles published after 1 Jan 2019. */
export const NEWS_IMAGES_AFTER = "2019-01-01T00:00:00Z";

export function showsNewsImage(publishedIso: string): boolean {
  return Date.parse(publishedIso) > Date.parse(NEWS_IMAGES_AFTER);
}

/** Whether a list item of this kind shows its image. */
export function showsListImage(kind: ListKind, publishedIso: string): boolean {
  return kind === "news" ? showsNewsImage(publishedIso) : true;
}

// ── Paging ────────────────────────────────────────────────────────────────────
/** Number of pages for a total; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function hasMorePages(page: number, pages: number): boolean {
  return page < pages;
}

// ── Ads in lists ──────────────────────────────────────────────────
export const BANNER_EVERY_NEWS = 4;
export const BANNER_EVERY_OTHER = 2;
export const BANNER_EVERY_PICKS = 2;
export const BANNER_INDEX_OFFSET = 12;
export const MOBILE_GALLERY_EVERY = 6;
export const MOBILE_GALLERY_EVERY_PICKS = 3;
export const MOBILE_GALLERY_BATCH = 4;
export const DESKTOP_GALLERY_MIN_BATCH = 6;
export const GALLERY_ROTATE_MS = 10_000;
export const POPUP_DEFAULT_FREQUENCY = 5;
/** The popup ad never opens in a visit's first seconds: the reader sees what they came for first. */
export const POPUP_VISIT_GRACE_MS = 8_000;

/** Whether a banner ad follows the article at this 0-based list index. */
export function bannerAfter(index: number, kind: ListKind): boolean {
  const every = kind === "news" ? BANNER_EVERY_NEWS : BANNER_EVERY_OTHER;
  return (index + 1) % every === 0;
}

/** The banner-ad index used for that slot, with the spec's offset of 12. */
export function bannerIndex(index: number, kind: ListKind): number {
  const every = kind === "news" ? BANNER_EVERY_NEWS : BANNER_EVERY_OTHER;
  return Math.floor((index + 1) / every) + BANNER_INDEX_OFFSET;
}

/** Desktop gallery batch: the larger of floor(page height / 160) and 6. */
export function desktopGalleryBatch(pageHeight: number): number {
  return Math.max(Math.floor(pageHeight / 160), DESKTOP_GALLERY_MIN_BATCH);
}

// ── Related articles ──────────────────────────────────────────
export const RELATED_CAROUSEL_ABOVE = 3;
export const RELATED_SLIDES_DESKTOP = 4;
export const RELATED_SLIDES_MOBILE = 1;

/** Article tout ad: after the 3rd paragraph, or the middle one with 3 or fewer. Returns a 0-based index. */
export function toutAfterParagraph(paragraphs: number): number {
  if (paragraphs <= 0) return 0;
  if (paragraphs <= 3) return Math.floor((paragraphs - 1) / 2);
  return 2;
}

// ── Labels and texts ──────────────────────────────────────────
export const SPONSORED_VIDEO_TAG = "from_our_sponsors";
export const SPONSORED_VIDEO_LABEL = "From Our Partners";
export const MORE_NEWS_LABEL = "More News";
export const MORE_LABEL = "More";

export const ERROR_LOADING_ARTICLES = "There was an error loading articles from the API.";
export const ERROR_LOADING_VIDEOS = "There was an error loading videos from the API.";
export const ERROR_LOADING_FEATURED = "There was an error loading featured articles from the API.";
export const ERROR_LOADING_SUBSCRIPTION_CODES = "There was an error loading subscription codes from the API.";
export const ERROR_LOADING_SUBSCRIPTION_OPTIONS = "There was an error loading subscription options from the API.";
export const COPY_LINK_TEXT = "Copy link";
export const COPY_LINK_SUCCESS = "url copied";

/** Paywall counter bar; `remaining` counts free articles left after this one. */
export function paywallCounterText(remaining: number): string {
  if (remaining <= 0) return "This is your last free article for the month.";
  return `You have ${remaining} article${remaining === 1 ? "" : "s"} remaining this month.`;
}

/** Video-tag page heading: the sponsored tag reads "From Our Partners". */
export function videoTagLabel(tag: string, label?: string | null): string {
  if (tag === SPONSORED_VIDEO_TAG) return SPONSORED_VIDEO_LABEL;
  if (label) return label;
  return tag
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

// ── Labels ──────────────────────────────────────────────────────────────────
/** Readable channel name from its slug ("top-ten" → "Top Ten"). */
export function channelLabel(channel: string): string {
  const special: Record<string, string> = {
    topten: "Top Ten",
    "top-ten": "Top Ten",
    picks: "Critics' Picks",
    print: "Print",
  };
  if (special[channel]) return special[channel];
  return channel
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

/** ?sort= of the search page; anything else falls back to newest. */
export function parseSearchSort(value: string | null): SearchSort {
  return value === "relevance" ? "relevance" : DEFAULT_SEARCH_SORT;
}

/**
 * How related articles show: none → hidden; desktop → a carousel
 * above 3, else a static list; small screens → always a carousel, with dots
 * when there is more than one.
 */
export function relatedLayout(
  count: number,
  smallScreen: boolean,
): { kind: "hidden" | "list" | "carousel"; dots: boolean; perScreen: number } {
  if (count === 0) return { kind: "hidden", dots: false, perScreen: 0 };
  if (smallScreen) return { kind: "carousel", dots: count > 1, perScreen: RELATED_SLIDES_MOBILE };
  if (count > RELATED_CAROUSEL_ABOVE) return { kind: "carousel", dots: false, perScreen: RELATED_SLIDES_DESKTOP };
  return { kind: "list", dots: false, perScreen: count };
}

/** Small screens are below the 840 px breakpoint. */
export const SMALL_SCREEN_QUERY = "(max-width: 839px)";

/** A banner index from an ad's data: a malformed (fractional) one is rounded down with a console warning. */
export function normaliseBannerIndex(value: number, warn: (message: string) => void = console.warn): number {
  if (!Number.isFinite(value) || value < 0) {
    warn(`Banner ad index ${value} is malformed; using 0.`);
    return 0;
  }
  if (!Number.isInteger(value)) {
    warn(`Banner ad index ${value} is malformed; rounding down to ${Math.floor(value)}.`);
    return Math.floor(value);
  }
  return value;
}

/** Mobile gallery ads follow every 6th article (every 3rd pick). */
export function mobileGalleryAfter(index: number, list: "articles" | "picks"): boolean {
  const every = list === "picks" ? MOBILE_GALLERY_EVERY_PICKS : MOBILE_GALLERY_EVERY;
  return (index + 1) % every === 0;
}

/** Which mobile gallery batch (of 4) the slot after `index` shows, cycling through `batches`. */
export function mobileGalleryBatchIndex(index: number, list: "articles" | "picks", batches: number): number {
  const every = list === "picks" ? MOBILE_GALLERY_EVERY_PICKS : MOBILE_GALLERY_EVERY;
  const slot = Math.floor((index + 1) / every) - 1;
  return batches > 0 ? ((slot % batches) + batches) % batches : 0;
}

/** Picks: a banner after every 2nd entry. */
export function picksBannerAfter(index: number): boolean {
  return (index + 1) % BANNER_EVERY_PICKS === 0;
}
