import * as v from "valibot";
import {
  type CityFilters,
  cityClock,
  dayPairsCovering,
  districtSlug,
  OPEN_FILTERS,
  WHEN_FILTERS,
  whenDays,
} from "#machines/rules/guide/guideFilters";
import { timeZoneOfPlace } from "#machines/rules/guide/placeTimeZones";
import { cityVenueIds } from "#workers/db/districts";
import type { ListFilters } from "#workers/db/exhibitions";

/** A city's neighbourhood: its name and the slug its filter link carries. */
export interface CityDistrict {
  name: string;
  slug: string;
}

export const districtsOf = (names: readonly string[]): CityDistrict[] =>
  names.map((name) => ({ name, slug: districtSlug(name) }));

/** ?when, ?open and ?district of a city page or its api: each one's own message names it. */
export const CityFiltersSchema = v.object({
  when: v.optional(v.picklist(WHEN_FILTERS, `when must be one of ${WHEN_FILTERS.join(", ")}.`)),
  open: v.optional(v.picklist(OPEN_FILTERS, `open must be ${OPEN_FILTERS.join(" or ")}.`)),
  district: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(120, "district is too long."),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "district must be a neighbourhood's slug like lower-east-side."),
    ),
  ),
});

/**
 * The filters of an address, or the message of the first bad one (the caller
 * answers 400 with it): a value outside its list, or a neighbourhood the city does not have.
 */
export function parseCityFilters(
  search: URLSearchParams,
  city: { place: string; districts: readonly CityDistrict[] },
): { filters: CityFilters } | { problem: string } {
  const raw = Object.fromEntries(
    (["when", "open", "district"] as const).flatMap((name) => {
      const value = search.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = v.safeParse(CityFiltersSchema, raw);
  if (!parsed.success) return { problem: parsed.issues[0].message };
  const { when, open, district } = parsed.output;
  if (district && !city.districts.some((d) => d.slug === district)) {
    return { problem: `district: ${city.place} has no neighbourhood "${district}".` };
  }
  return { filters: { when: when ?? null, open: open ?? null, district: district ?? null } };
}

/** The filters with what they mean today: the days of ?when, the city's weekday and time now, the neighbourhood's name. */
export interface CityListFilters {
  days?: { from: string; until: string };
  openAt?: { dayPairs: string[]; time: string };
  district?: string;
}

/**
 * The filters as they stand at `now`: the days of ?when from today, the
 * city's weekday and time on its clock for ?open=now (a key of the kept
 * list, so it changes with the minute), the neighbourhood's name.
 */
export function placeFiltersOf(
  filters: CityFilters,
  city: { place_url: string; country_code: string; districts: readonly CityDistrict[] },
  today: string,
  now: Date,
): CityListFilters | undefined {
  const out: CityListFilters = {};
  if (filters.when) out.days = whenDays(filters.when, today);
  if (filters.open === "now") {
    const clock = cityClock(now, timeZoneOfPlace(city.place_url, city.country_code));
    out.openAt = { dayPairs: dayPairsCovering(clock.day), time: clock.time };
  }
  if (filters.district) out.district = city.districts.find((d) => d.slug === filters.district)?.name;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** What the list's SQL reads for the filters: the days, and the ids of the venues of the neighbourhood or open now. */
export async function listFiltersOf(
  db: D1Database,
  placeUrl: string,
  filters: CityListFilters | undefined,
): Promise<ListFilters | undefined> {
  if (!filters) return undefined;
  const { days, district, openAt } = filters;
  const venueIds =
    district !== undefined || openAt ? await cityVenueIds(db, placeUrl, { district, openAt }) : undefined;
  return { ...(days ? { days } : {}), ...(venueIds ? { venueIds } : {}) };
}
