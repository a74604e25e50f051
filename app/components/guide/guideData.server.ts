import * as v from "valibot";
import { data } from "react-router";
import { guideToday } from "../../../machines/rules/guide";
import type { AppContext } from "../../../workers/context";
import { myguideIds } from "../../../workers/db/myguide";
import { listPlaces } from "../../../workers/db/places";

/** What every guide page's loader sends besides its list: cities for the navigation, myguide ids, today. */
export async function guideBase(app: AppContext) {
  const today = guideToday();
  const [places, ids] = await Promise.all([
    listPlaces(app.db, today),
    app.viewer ? myguideIds(app.db, app.viewer.id) : Promise.resolve(null),
  ]);
  return {
    today,
    baseUrl: app.config.baseUrl,
    places: places.map((p) => ({ place: p.place, place_url: p.place_url, path: p.path, count: p.count, isPriority: p.isPriority })),
    myguideIds: ids,
    signedIn: app.viewer !== null,
  };
}

export type GuideBase = Awaited<ReturnType<typeof guideBase>>;

const PageParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), "1");

/** The ?page= of a guide page; anything but a positive number is a 400. */
export function pageParam(url: URL): number {
  const result = v.safeParse(PageParam, url.searchParams.get("page") ?? undefined);
  if (!result.success) throw data("The page must be a positive whole number.", { status: 400 });
  return result.output;
}

/** A page past the last of a non-empty list is not found. */
export function assertPage(page: number, pages: number): void {
  if (page > pages) throw data(`There is no page ${page}.`, { status: 404 });
}
