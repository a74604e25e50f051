import { data } from "react-router";
import * as v from "valibot";
import type { GuideBase } from "#app/components/guide/guideBase";
import { assertPage, pageParam } from "#app/lib/pageParam.server";
import { DEFAULT_SHOW, GUIDE_PAGE_SIZE, guideToday, SHOW_FILTERS, type ShowFilter } from "#machines/rules/guide/guide";
import type { AppContext } from "#workers/context";
import { listExhibitions, placeCountsOf } from "#workers/db/exhibitions";
import { listPlaces } from "#workers/db/places";
import { publicData } from "#workers/services/cache/publicData";

export { assertPage, pageParam };

/** What every guide page's loader sends besides its list. */
export async function guideBase(app: AppContext): Promise<GuideBase> {
  const today = guideToday();
  const places = await publicData(app, ["places", today], () => listPlaces(app.db, today));
  return {
    today,
    baseUrl: app.config.baseUrl,
    places: places.map((p) => ({
      place: p.place,
      place_url: p.place_url,
      path: p.path,
      count: p.count,
      isPriority: p.isPriority,
    })),
    signedIn: app.viewer !== null,
  };
}

/** A venue shows every current and upcoming exhibition at once (venues hold a handful). */
const VENUE_LIMIT = 50;

/** The current and upcoming exhibitions of a venue, as its page lists them. */
export async function venueExhibitions(app: AppContext, venueId: number, today: string) {
  const { items } = await listExhibitions(app.db, { kind: "venue", venueId }, { page: 1, size: VENUE_LIMIT, today });
  return items;
}

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
export async function loadFixedList(app: AppContext, request: Request, kind: "mustsee" | "artfairs" | "special") {
  const url = new URL(request.url);
  const page = pageParam(url);
  const show = showParam(url);
  const place = v.safeParse(PlaceUrlParam, url.searchParams.get("place_url") ?? undefined);
  if (!place.success) throw data("place_url must be a city slug like new-york.", { status: 400 });
  const placeUrl = place.output;
  const base = await guideBase(app);
  if (placeUrl && !base.places.some((p) => p.place_url === placeUrl))
    throw data(`There is no guide city "${placeUrl}".`, { status: 404 });
  const activeOnly = show === "active";
  const [list, placeCounts] = await Promise.all([
    listExhibitions(
      app.db,
      { kind, activeOnly, placeUrl: placeUrl || undefined },
      { page, size: GUIDE_PAGE_SIZE, today: base.today },
    ),
    placeCountsOf(app.db, { kind, activeOnly }, base.today),
  ]);
  if (list.total > 0) assertPage(page, list.pages);
  return { base, list, show, placeUrl, placeCounts };
}
