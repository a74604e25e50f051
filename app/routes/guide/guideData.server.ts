import { data } from "react-router";
import * as v from "valibot";
import { assertPage, pageParam } from "#app/lib/pageParam.server";
import { DEFAULT_SHOW, SHOW_FILTERS, type ShowFilter } from "#machines/rules/guide/guide";
import type { FixedListKind, GuideService } from "#workers/services/guide/guideService";

export { assertPage, pageParam };

const ShowParam = v.optional(v.picklist(SHOW_FILTERS), DEFAULT_SHOW);

/** The ?show= of a guide list (the all/active toggle); anything else is a 400. */
export function showParam(url: URL): ShowFilter {
  const result = v.safeParse(ShowParam, url.searchParams.get("show") ?? undefined);
  if (!result.success) throw data(`show must be one of ${SHOW_FILTERS.join(", ")}.`, { status: 400 });
  return result.output;
}

const PlaceUrlParam = v.optional(v.pipe(v.string(), v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)), "");

/**
 * The loader of the must-see, art-fair and special-events pages: one list
 * across cities, paged by 15, narrowed to one city by ?place_url= (the
 * header's place filter, with each city's count).
 */
export async function loadFixedList(guide: GuideService, request: Request, kind: FixedListKind) {
  const url = new URL(request.url);
  const page = pageParam(url);
  const show = showParam(url);
  const place = v.safeParse(PlaceUrlParam, url.searchParams.get("place_url") ?? undefined);
  if (!place.success) throw data("place_url must be a city slug like new-york.", { status: 400 });
  const placeUrl = place.output;
  const base = await guide.base();
  if (placeUrl && !base.places.some((p) => p.place_url === placeUrl))
    throw data(`There is no guide city "${placeUrl}".`, { status: 404 });
  const { list, placeCounts } = await guide.fixedList(
    kind,
    { page, activeOnly: show === "active", placeUrl },
    base.today,
  );
  if (list.total > 0) assertPage(page, list.pages);
  return { base, list, show, placeUrl, placeCounts };
}
