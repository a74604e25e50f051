import * as v from "valibot";
import {
  CATEGORY_SLUGS,
  DEFAULT_SHOW,
  GUIDE_MAX_PAGE_SIZE,
  GUIDE_PAGE_SIZE,
  SHOW_FILTERS,
} from "#machines/rules/guide/guide";

/** Valibot schemas for every query and path parameter of the /guide calls. */

const intText = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(`${name} must be a whole number.`),
    v.trim(),
    v.regex(/^\d{1,9}$/, `${name} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}.`),
    v.maxValue(max, `${name} must be at most ${max}.`),
  );

export const PageSchema = v.optional(intText("page", 1, 100_000), "1");
export const SizeSchema = v.optional(intText("size", 1, GUIDE_MAX_PAGE_SIZE), String(GUIDE_PAGE_SIZE));
export const FetchAllSchema = v.optional(
  v.pipe(
    v.picklist(["true", "false", "1", "0"], "fetchAll must be true or false."),
    v.transform((x) => x === "true" || x === "1"),
  ),
  "false",
);

/** A city or venue slug: lowercase letters, digits and hyphens. */
export const SlugSchema = (name: string) =>
  v.pipe(
    v.string(`${name} is required.`),
    v.nonEmpty(`${name} is required.`),
    v.maxLength(120, `${name} is too long.`),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${name} must be a slug like new-york.`),
  );

export const CategorySchema = v.optional(
  v.picklist(CATEGORY_SLUGS, `category must be one of ${CATEGORY_SLUGS.join(", ")}.`),
  "all",
);

/** The all/active toggle: every current and upcoming show, or only those on view today. */
export const ShowSchema = v.optional(
  v.picklist(SHOW_FILTERS, `show must be one of ${SHOW_FILTERS.join(", ")}.`),
  DEFAULT_SHOW,
);

export const ListQuerySchema = v.object({
  page: PageSchema,
  size: SizeSchema,
  fetchAll: FetchAllSchema,
  place_url: v.optional(SlugSchema("place_url")),
  show: ShowSchema,
});

export const PlaceListQuerySchema = v.object({
  page: PageSchema,
  size: SizeSchema,
  fetchAll: FetchAllSchema,
  category: CategorySchema,
  show: ShowSchema,
});

// Missing parameters default to "" so they fail with the field's own message.
const coordinate = (name: string, limit: number) =>
  v.optional(
    v.pipe(
      v.string(`${name} is required.`),
      v.trim(),
      v.nonEmpty(`${name} is required.`),
      v.regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name} must be a decimal number.`),
      v.transform(Number),
      v.minValue(-limit, `${name} must be between -${limit} and ${limit}.`),
      v.maxValue(limit, `${name} must be between -${limit} and ${limit}.`),
    ),
    "",
  );

export const GeoQuerySchema = v.object({
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
});

export const SearchQuerySchema = v.object({
  query: v.optional(
    v.pipe(
      v.string("query is required."),
      v.trim(),
      v.nonEmpty("query is required."),
      v.maxLength(200, "query is too long (200 characters at most)."),
    ),
    "",
  ),
  page: PageSchema,
});

export const ExhibitionIdSchema = v.object({ id: intText("id", 1, 2_000_000_000) });
