import * as v from "valibot";
import { GUIDE_PAGE_SIZE, guideTexts, guideToday } from "#machines/rules/guide/guide";
import type { Paged } from "#machines/rules/guide/guideTypes";
import type { ApiCall, CallArgs } from "#workers/api/call";
import { badRequest, json, notFound, parseOrThrow, queryOf } from "#workers/api/http";
import { ownViewer } from "#workers/context";
import { cityDistrictNames } from "#workers/db/districts";
import {
  type ExhibitionList,
  exhibitionExists,
  listExhibitions,
  nearbyExhibitions,
  placeExhibitions,
} from "#workers/db/exhibitions";
import { listFeaturedLists } from "#workers/db/guideLists";
import { searchGuide } from "#workers/db/guideSearch";
import { addToMyguide, clearMyguide, myguideExhibitions, myguideIds, removeFromMyguide } from "#workers/db/myguide";
import { getPlace } from "#workers/db/places";
import { districtsOf, listFiltersOf, parseCityFilters, placeFiltersOf } from "#workers/services/guide/cityFilters";
import {
  ExhibitionIdSchema,
  GeoQuerySchema,
  ListQuerySchema,
  PlaceListQuerySchema,
  SearchQuerySchema,
  SlugSchema,
} from "./schemas";

/** A guide list as /api answers it: _embedded.items, total, pages (plus page and size). */
export type PagedBody<T> = ReturnType<typeof pagedBody<T>>;

function pagedBody<T>(paged: Paged<T>) {
  return {
    _embedded: { items: paged.items },
    total: paged.total,
    pages: paged.pages,
    page: paged.page,
    size: paged.size,
  };
}

/** Listings are the same for every reader: edges and browsers may keep them a minute. */
const PUBLIC = { headers: { "cache-control": "public, max-age=60, s-maxage=300" } };
/** Myguide is personal. */
const PRIVATE = { headers: { "cache-control": "private, no-store" } };

/** Myguide calls need a signed-in reader. */
function signedOut(): Response {
  return json({ error: guideTexts.myguideSignIn }, { status: 401, ...PRIVATE });
}

/** A page past the last answers 404, which marks all pages loaded on the client. */
function pageOrNotFound<T>(paged: Paged<T>): Response {
  if (paged.page > paged.pages) return notFound(`There is no page ${paged.page}; the list has ${paged.pages}.`);
  return json(pagedBody(paged), PUBLIC);
}

async function fixedList({ url, params, app }: CallArgs): Promise<Response> {
  const kind = parseOrThrow(
    v.picklist(["mustsee", "artfairs", "special"], "The list kind must be mustsee, artfairs or special."),
    params.kind,
  );
  const query = parseOrThrow(ListQuerySchema, queryOf(url));
  const list: ExhibitionList = { kind, placeUrl: query.place_url, activeOnly: query.show === "active" };
  const paged = await listExhibitions(app.db, list, {
    page: query.page,
    size: query.size,
    today: guideToday(),
    fetchAll: query.fetchAll,
  });
  return pageOrNotFound(paged);
}

async function placeList({ url, params, app }: CallArgs): Promise<Response> {
  const placeUrl = parseOrThrow(SlugSchema("place_url"), params.place_url);
  const query = parseOrThrow(PlaceListQuerySchema, queryOf(url));
  const today = guideToday();
  const place = await getPlace(app.db, placeUrl, today);
  if (!place) return notFound(`There is no guide city "${placeUrl}".`);
  // The city page's filters, read as the page reads them (its next pages come from here).
  const districts = districtsOf(await cityDistrictNames(app.db, placeUrl));
  const parsed = parseCityFilters(url.searchParams, { place: place.place, districts });
  if ("problem" in parsed) return badRequest(parsed.problem);
  const filters = await listFiltersOf(
    app.db,
    placeUrl,
    placeFiltersOf(parsed.filters, { ...place, districts }, today, new Date()),
  );
  const paged = await listExhibitions(
    app.db,
    { kind: "place", placeUrl, category: query.category, activeOnly: query.show === "active", filters },
    { page: query.page, size: query.size, today, fetchAll: query.fetchAll },
  );
  return pageOrNotFound(paged);
}

export const guideCalls: ApiCall[] = [
  {
    // Current shows of a city, for the map.
    method: "GET",
    path: "/guide/exhibitions/:place_url",
    async handle({ params, app }) {
      const placeUrl = parseOrThrow(SlugSchema("place_url"), params.place_url);
      const today = guideToday();
      const place = await getPlace(app.db, placeUrl, today);
      if (!place) return notFound(`There is no guide city "${placeUrl}".`);
      const exhibitions = await placeExhibitions(app.db, placeUrl, today);
      return json({ place: { place: place.place, place_url: place.place_url, path: place.path }, exhibitions }, PUBLIC);
    },
  },
  {
    // Current shows within ±0.2° of a point, nearest first.
    method: "GET",
    path: "/guide/exhibitions/geo",
    async handle({ url, app }) {
      const { latitude, longitude } = parseOrThrow(GeoQuerySchema, queryOf(url));
      const exhibitions = await nearbyExhibitions(app.db, latitude, longitude, guideToday());
      return json({ latitude, longitude, exhibitions }, PUBLIC);
    },
  },
  {
    method: "GET",
    path: "/guide/search",
    async handle({ url, app }) {
      const { query, page } = parseOrThrow(SearchQuerySchema, queryOf(url));
      const size = GUIDE_PAGE_SIZE;
      const found = await searchGuide(app.db, query, { page, size, today: guideToday() });
      const resultSections = [
        {
          title: "exhibitions",
          type: "exhibition" as const,
          total: found.exhibitionTotal,
          capped: found.exhibitionsCapped,
          entities: found.exhibitions,
        },
        {
          title: "venues",
          type: "location" as const,
          total: found.locationTotal,
          capped: found.locationsCapped,
          entities: found.locations,
        },
      ].filter((section) => section.entities.length > 0);
      const more = page * size < Math.max(found.exhibitionTotal, found.locationTotal);
      return json({ query, page, resultSections, nextPage: more ? page + 1 : null }, PUBLIC);
    },
  },
  {
    method: "GET",
    path: "/guide/featuredlists",
    async handle({ app }) {
      return json({ featuredLists: await listFeaturedLists(app.db) }, PUBLIC);
    },
  },
  // The guide pages' api path.
  { method: "GET", path: "/guide/list/:kind", handle: fixedList },
  { method: "GET", path: "/guide/list/place/:place_url", handle: placeList },
  {
    method: "GET",
    path: "/guide/myguide/exhibitions",
    async handle({ url, app }) {
      const viewer = ownViewer(app);
      if (!viewer) return signedOut();
      const placeUrl = url.searchParams.get("place_url");
      const place = placeUrl === null ? undefined : parseOrThrow(SlugSchema("place_url"), placeUrl);
      const [ids, exhibitions] = await Promise.all([
        myguideIds(app.db, viewer.id),
        myguideExhibitions(app.db, viewer.id, guideToday(), place),
      ]);
      return json({ ids, exhibitions }, PRIVATE);
    },
  },
  {
    method: "POST",
    path: "/guide/myguide/exhibition/:id",
    async handle({ params, app }) {
      const viewer = ownViewer(app);
      if (!viewer) return signedOut();
      const { id } = parseOrThrow(ExhibitionIdSchema, params);
      const added = await addToMyguide(app.db, viewer.id, id, new Date().toISOString());
      if (!added) return notFound(`There is no exhibition ${id}.`);
      return json({ ok: true, id, inMyguide: true }, PRIVATE);
    },
  },
  {
    method: "DELETE",
    path: "/guide/myguide/exhibition/:id",
    async handle({ params, app }) {
      const viewer = ownViewer(app);
      if (!viewer) return signedOut();
      const { id } = parseOrThrow(ExhibitionIdSchema, params);
      const removed = await removeFromMyguide(app.db, viewer.id, id);
      if (removed === 0 && !(await exhibitionExists(app.db, id))) return notFound(`There is no exhibition ${id}.`);
      return json({ ok: true, id, inMyguide: false }, PRIVATE);
    },
  },
  {
    method: "DELETE",
    path: "/guide/myguide/exhibitions",
    async handle({ app }) {
      const viewer = ownViewer(app);
      if (!viewer) return signedOut();
      const removed = await clearMyguide(app.db, viewer.id);
      return json({ ok: true, removed }, PRIVATE);
    },
  },
];
