/**
 * valibot schemas for every magazine query and path parameter. Query values
 * arrive as strings; each schema checks and converts them, and its messages
 * read well after the dispatcher's "field: " prefix.
 */
import * as v from "valibot";
import {
  ARTICLE_PAGE_SIZE,
  CONTRIBUTOR_PAGE_SIZE,
  DEFAULT_SEARCH_SORT,
  DESKTOP_GALLERY_MIN_BATCH,
  FIRST_PAGE,
  ISSUE_ADS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MOST_READ_PAGE_SIZE,
  RANDOM_VIEWING_ROOMS_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SECTION_BLOG_PAGE_SIZE,
  SUGGEST_MIN_CHARS,
  VIEWING_ROOMS_PAGE_SIZE,
} from "#machines/rules/magazine/magazine";

const MAX_PAGE = 100_000;

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d+$/, message),
    v.transform(Number),
    v.number(),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A whole number in [min, max], given as a query string, with a default. */
export function intParam(min: number, max: number, fallback: number) {
  return v.optional(wholeNumber(min, max), String(fallback));
}

/** A whole number in [min, max] that may be left out. */
export function optionalIntParam(min: number, max: number) {
  return v.optional(wholeNumber(min, max));
}

export const pageParam = intParam(FIRST_PAGE, MAX_PAGE, FIRST_PAGE);
export function pageSizeParam(fallback: number) {
  return intParam(1, MAX_PAGE_SIZE, fallback);
}

/** Slugs of channels, categories, tags, places and sections. */
export const slug = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(100, "must be at most 100 characters"),
  v.regex(/^[a-z0-9][a-z0-9_-]*$/i, "must be a slug of letters, digits, - and _"),
);

/** "12,40,7": a comma-separated list of ids. */
export const idList = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(\d+(,\d+)*)?$/, "must be a comma-separated list of ids"),
  v.transform((s) => (s ? s.split(",").map(Number) : [])),
  v.maxLength(200, "must list at most 200 ids"),
);

const booleanFlag = v.pipe(
  v.picklist(["true", "false", "1", "0"], "must be true or false"),
  v.transform((s) => s === "true" || s === "1"),
);

/** A numeric id in the path. */
export const idPath = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, "must be a numeric id"),
  v.transform(Number),
  v.minValue(1, "must be a numeric id"),
);

const sortOrder = v.pipe(
  v.string(),
  v.transform((s) => s.toUpperCase()),
  v.picklist(["ASC", "DESC"], "must be ASC or DESC"),
);

/** GET /items and /{itemType}. */
export const itemsQuery = v.object({
  category: v.optional(slug),
  /** Beyond the spec: a whole channel, as /{channel} lists it (for its infinite scroll). */
  channel: v.optional(slug),
  page: pageParam,
  pageSize: pageSizeParam(ARTICLE_PAGE_SIZE),
  tag: v.optional(slug),
  excludeId: v.optional(idList),
  storePaged: v.optional(booleanFlag),
  limit: optionalIntParam(1, 10_000),
});

/** GET /items/columns and other plain paged lists. */
export const pagedQuery = v.object({ page: pageParam, pageSize: pageSizeParam(ARTICLE_PAGE_SIZE) });

/** GET /items/flag?flagName&pageSize */
export const flagQuery = v.object({
  flagName: slug,
  page: pageParam,
  pageSize: pageSizeParam(MOST_READ_PAGE_SIZE),
});

/** GET /items/homepage?flag_name&category&page_size */
export const homepageQuery = v.object({
  flag_name: v.optional(slug, "section_feature"),
  category: v.optional(slug),
  page_size: pageSizeParam(SECTION_BLOG_PAGE_SIZE),
});

/** GET /items/type/600?page&pageSize&sort_column&sort_order&flag */
export const viewingRoomsQuery = v.object({
  page: pageParam,
  pageSize: pageSizeParam(VIEWING_ROOMS_PAGE_SIZE),
  sort_column: v.optional(
    v.picklist(["e.title", "title", "published", "e.published"], "must be e.title, title, published or e.published"),
    "e.title",
  ),
  sort_order: v.optional(sortOrder, "ASC"),
  flag: optionalIntParam(0, 2 ** 30),
});

/** GET /items/issue/type/600?pageSize&exclude_ids */
export const randomViewingRoomsQuery = v.object({
  pageSize: pageSizeParam(RANDOM_VIEWING_ROOMS_PAGE_SIZE),
  exclude_ids: v.optional(idList),
});

/** GET /items/{id}/media?names&order&page */
export const mediaQuery = v.object({
  names: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
      ),
      v.maxLength(50, "must list at most 50 names"),
    ),
  ),
  order: v.optional(sortOrder, "ASC"),
  page: pageParam,
  pageSize: pageSizeParam(24),
});

/** GET /video?page&pageSize&tag */
export const videoQuery = v.object({
  page: pageParam,
  pageSize: pageSizeParam(ARTICLE_PAGE_SIZE),
  tag: v.optional(slug),
});

export const contributorQuery = v.object({ page: pageParam, pageSize: pageSizeParam(CONTRIBUTOR_PAGE_SIZE) });

/** GET /ads?section, /ads/internal?section, /ads/tout?section */
export const sectionQuery = v.object({ section: v.optional(slug) });

/** GET /ads/galleries?section&batch_mobile&batch_desktop */
export const galleriesQuery = v.object({
  section: v.optional(slug),
  batch_mobile: intParam(0, 25, 1),
  batch_desktop: intParam(0, 60, DESKTOP_GALLERY_MIN_BATCH),
});

/** GET /ads/issue?pageSize=3&exclude_ids */
export const issueAdsQuery = v.object({
  pageSize: intParam(1, 20, ISSUE_ADS_PAGE_SIZE),
  exclude_ids: v.optional(idList),
});

/** GET /search?query&page&pageSize&sort */
export const searchQuery = v.object({
  // A missing query reads like an empty one: "Please enter a search term."
  query: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, "Please enter a search term."),
      v.maxLength(200, "must be at most 200 characters"),
    ),
    "",
  ),
  page: pageParam,
  pageSize: pageSizeParam(SEARCH_PAGE_SIZE),
  sort: v.optional(v.picklist(SEARCH_SORTS, "must be date or relevance"), DEFAULT_SEARCH_SORT),
});

/** GET /suggest?search: 3 or more characters. */
export const suggestQuery = v.object({
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(SUGGEST_MIN_CHARS, `Please enter at least ${SUGGEST_MIN_CHARS} characters.`),
      v.maxLength(100, "must be at most 100 characters"),
    ),
    "",
  ),
});

export const slugPath = v.object({ slug });
export const placePath = v.object({ place: slug });
export const idParams = v.object({ id: idPath });

/** The spec's article type names served at /{itemType}. */
export const ITEM_TYPES = [
  "picks",
  "video",
  "news",
  "diary",
  "words",
  "slant",
  "museums",
  "interview",
  "print",
  "passages",
  "podcast",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Editorial columns listed by GET /items/columns. */
export const COLUMN_TYPES: readonly ItemType[] = ["diary", "words", "slant", "museums", "interview"];
