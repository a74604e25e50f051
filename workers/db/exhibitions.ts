import { addDays, type CategorySlug, PLACE_UTC_OFFSET_HOURS } from "#machines/rules/guide/guide";
import type { GuideExhibition, Paged } from "#machines/rules/guide/guideTypes";
import { EXHIBITION_COLUMNS, EXHIBITION_FROM, exhibitionFromRow, pagesOf } from "./guideRows";
import {
  keptAnswer,
  keptRows,
  storedShows,
  storedTotalStatement,
  type TotalQuery,
  totalFrom,
  totalKey,
} from "./storedTotals";

/**
 * Exhibition lists of the guide pages and the /api. A list is current and
 * upcoming shows (ending today or later); each kind adds its filter and the
 * order its grouping needs (see app/rules/guide/guideGroups.ts).
 */
export type ExhibitionList =
  | { kind: "place"; placeUrl: string; category: CategorySlug; activeOnly?: boolean; filters?: ListFilters }
  | { kind: "mustsee"; placeUrl?: string; activeOnly?: boolean }
  | { kind: "artfairs"; placeUrl?: string; activeOnly?: boolean }
  | { kind: "special"; placeUrl?: string; activeOnly?: boolean }
  | { kind: "venue"; venueId: number }
  /** Receptions today and tomorrow in every city (the guide home's openings). */
  | { kind: "openingsSoon" };

/**
 * A city page's when-and-where filters, as the list's SQL reads them (the
 * service turns the page's ?when, ?open and ?district into these: services/guide/cityFilters.ts).
 */
export interface ListFilters {
  /** On view on one of these days (both ends included). */
  days?: { from: string; until: string };
  /** At one of these venues (of a neighbourhood, open now): one bound JSON array, whatever their number. */
  venueIds?: readonly number[];
}

/** The filters' conditions, on the show's own columns, so every walk and index read below takes them as they are. */
function filterClauses(filters: ListFilters, where: string[], params: unknown[]) {
  if (filters.days) {
    where.push("e.show_start <= ? AND e.show_end >= ?");
    params.push(filters.days.until, filters.days.from);
  }
  if (filters.venueIds) {
    where.push("e.venue_id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filters.venueIds));
  }
}

/** Openings and closings look this many days ahead. */
export const DATE_WINDOW_DAYS = 30;

/**
 * The reception's start in the city's wall-clock time, so "opening today"
 * means today where the gallery is. Built from constants, never from input.
 */
const offsetMinutesOf = (placeColumn: string) =>
  `CASE ${placeColumn} ${Object.entries(PLACE_UTC_OFFSET_HOURS)
    .map(([place, hours]) => `WHEN '${place.replace(/'/g, "")}' THEN ${Math.round(hours * 60)}`)
    .join(" ")} ELSE 0 END`;
const localOpeningOf = (openingColumn: string, placeColumn: string) =>
  `strftime('%Y-%m-%dT%H:%M', ${openingColumn}, (${offsetMinutesOf(placeColumn)}) || ' minutes')`;
const LOCAL_OPENING = localOpeningOf("e.opening_start", "e.place_url");

/**
 * When `day` starts in the city, in UTC ('YYYY-MM-DDTHH:MM'): an opening
 * (stored as ISO UTC) is on that local day or later exactly when it is not
 * before this.
 */
function localDayStartUtc(day: string, placeUrl: string): string {
  const offset = PLACE_UTC_OFFSET_HOURS[placeUrl] ?? 0;
  return new Date(Date.parse(`${day}T00:00:00Z`) - Math.round(offset * 60) * 60_000).toISOString().slice(0, 16);
}

/**
 * 0 for a show on view, 1 for an upcoming one (bound to today): a city's lists
 * put it just after their group's key, so the shows on view come first in each
 * group (machines/rules/guide/onViewFirst.ts).
 */
const UPCOMING = "(e.show_start > ?)";

const PLACE_ORDER = "p.is_priority DESC, p.sort_order, p.place";
/** The "all" list's category order; any other category comes last. */
const ORDERED_CATEGORIES = ["museums", "galleries", "special-events", "art-fairs"] as const;
const CATEGORY_ORDER = `CASE e.category ${ORDERED_CATEGORIES.map((c, i) => `WHEN '${c}' THEN ${i}`).join(" ")} ELSE ${ORDERED_CATEGORIES.length} END`;
/** One filter per rank of CATEGORY_ORDER, in that order. */
const CATEGORY_RANKS = [
  ...ORDERED_CATEGORIES.map((c) => ({ filter: `e.category = '${c}'`, index: "exhibitions_venue_category" })),
  {
    filter: `e.category NOT IN (${ORDERED_CATEGORIES.map((c) => `'${c}'`).join(", ")})`,
    index: "exhibitions_venue_listing",
  },
];

interface Clause {
  where: string[];
  params: unknown[];
  order: string;
  /** A city's list in venue order: read by walking the city's venues (see pageIdsQuery). */
  cityInVenueOrder?: string;
  /** A city's "all" list: each category in turn, walked like cityInVenueOrder (see pageIdsQuery). */
  cityByCategoryInVenueOrder?: string;
  /** Must-see of every city: read by walking the cities and their venues in order (see pageIdsQuery). */
  mustSeeInPlaceOrder?: boolean;
  /** Art fairs of every city: read by walking the cities in order, each city's fairs by start (see pageIdsQuery). */
  artFairsInPlaceOrder?: boolean;
  /** Special events: started ones by walking cities and venues, then later ones by start (see pageIdsQuery). */
  specialInStartOrder?: boolean;
  /** A city's openings: read from an index in the list's order (see pageIdsQuery). */
  openingsOfCity?: boolean;
  /** A city's closings: read from an index in the list's order (see pageIdsQuery). */
  closingsOfCity?: boolean;
  /** A city's special events or art fairs: open ones by venue, then later ones by start (see pageIdsQuery). */
  categoryOfCityInStartOrder?: boolean;
  /** Openings taken in turns from each city: only each city's first openings can reach a page (see pageIdsQuery). */
  openingsInTurns?: boolean;
}

/** `plain`: a city's openings searched from a day early, as the cross-city lists are (what the exact start must agree with). */
function clauseFor(list: ExhibitionList, today: string, plain = false): Clause {
  const where = ["e.show_end >= ?"];
  const params: unknown[] = [today];
  // The all/active toggle: only shows already open today.
  if ("activeOnly" in list && list.activeOnly) {
    where.push("e.show_start <= ?");
    params.push(today);
  }
  const byPlace = (placeUrl?: string) => {
    if (placeUrl) {
      where.push("e.place_url = ?");
      params.push(placeUrl);
    }
  };
  switch (list.kind) {
    case "place": {
      byPlace(list.placeUrl);
      if (list.filters) filterClauses(list.filters, where, params);
      switch (list.category) {
        case "all":
          return {
            where,
            params,
            order: `${CATEGORY_ORDER}, ${UPCOMING}, v.district, v.name, e.show_start, e.id`,
            cityByCategoryInVenueOrder: list.placeUrl || undefined,
          };
        case "openings":
          // The wide UTC bounds keep the index useful; the local bounds decide.
          where.push(`e.opening_start >= ? AND e.opening_start < ? AND ${LOCAL_OPENING} >= ? AND ${LOCAL_OPENING} < ?`);
          params.push(
            // A city's openings start at its local midnight: the index range starts there too.
            list.placeUrl && !plain ? localDayStartUtc(today, list.placeUrl) : addDays(today, -1),
            addDays(today, DATE_WINDOW_DAYS + 2),
            today,
            addDays(today, DATE_WINDOW_DAYS + 1),
          );
          return { where, params, order: "e.opening_start, v.name, e.id", openingsOfCity: Boolean(list.placeUrl) };
        case "closings":
          where.push("e.show_end <= ?");
          params.push(addDays(today, DATE_WINDOW_DAYS));
          return { where, params, order: "e.show_end, v.name, e.id", closingsOfCity: Boolean(list.placeUrl) };
        case "special-events":
        case "art-fairs":
          where.push("e.category = ?");
          params.push(list.category);
          return {
            where,
            params,
            order: "max(e.show_start, ?), v.name, e.show_end, e.id",
            categoryOfCityInStartOrder: Boolean(list.placeUrl),
          };
        default:
          where.push("e.category = ?");
          params.push(list.category);
          return {
            where,
            params,
            order: `v.district, ${UPCOMING}, v.name, e.show_start, e.id`,
            cityInVenueOrder: list.placeUrl || undefined,
          };
      }
    }
    case "mustsee":
      where.push("e.is_must_see = 1");
      byPlace(list.placeUrl);
      // Rowids close each level (city, venue), so the walk below needs no sort.
      return {
        where,
        params,
        order: `${PLACE_ORDER}, p.rowid, v.name, v.id, e.id`,
        mustSeeInPlaceOrder: !list.placeUrl,
      };
    case "artfairs":
      where.push("e.category = 'art-fairs'");
      byPlace(list.placeUrl);
      // The city's rowid closes its level, so the walk below needs no sort.
      return { where, params, order: `${PLACE_ORDER}, p.rowid, e.show_start, e.id`, artFairsInPlaceOrder: true };
    case "special":
      where.push("e.category = 'special-events'");
      byPlace(list.placeUrl);
      return {
        where,
        params,
        order: `max(e.show_start, ?), ${PLACE_ORDER}, p.rowid, v.name, e.id`,
        specialInStartOrder: true,
      };
    case "openingsSoon":
      where.push(`e.opening_start >= ? AND e.opening_start < ? AND ${LOCAL_OPENING} >= ? AND ${LOCAL_OPENING} < ?`);
      params.push(addDays(today, -1), addDays(today, 3), today, addDays(today, 2));
      // Round-robin over the cities, so the agenda is not one city's first page.
      return {
        where,
        params,
        openingsInTurns: true,
        order: `substr(${LOCAL_OPENING}, 1, 10),
          ROW_NUMBER() OVER (PARTITION BY e.place_url, substr(${LOCAL_OPENING}, 1, 10) ORDER BY e.opening_start, e.id),
          ${PLACE_ORDER}, e.id`,
      };
    case "venue":
      where.push("e.venue_id = ?");
      params.push(list.venueId);
      return { where, params, order: "e.show_start, e.id" };
  }
}

/** Parameters the ORDER BY binds (the month of a show that already started is today's). */
function orderParams(order: string, today: string): unknown[] {
  return order.includes("?") ? [today] : [];
}

/**
 * The ids of one page, in the list's order.
 *
 * A city's list in venue order walks the city's venues by district and name
 * and reads each venue's shows (migrations/0012 and 0024 indexes), so a page costs its
 * own length and not the city's 20,000 shows at scale 150. That gives the
 * same rows as filtering exhibitions, because a show's place_url is always
 * its venue's (migrations/0014). CROSS JOIN and INDEXED BY fix that plan:
 * without statistics SQLite would start from the exhibitions instead.
 *
 * A city's "all" list is that walk twice per category, in the category order,
 * first its shows on view, then its upcoming ones: UNION ALL hands the parts on
 * in turn and its LIMIT stops at the page's end, so a page reads the venues up
 * to it in the first categories only. A city's list of one category sorts
 * each district's shows by phase as the walk reaches it.
 *
 * The must-see list of every city walks the cities in their order, each city's
 * venues by name and each venue's must-see shows (migrations/0022 indexes), so
 * only the last venue's shows are sorted, not every must-see show.
 *
 * Art fairs walk the cities in order and each city's fairs by start
 * (migrations/0024 index), stopping at the page's end.
 *
 * Special events sort first every show that has started (its start counts as
 * today): those walk the cities, each city's venues by name and each venue's
 * special events; then the later ones follow by start date, read from an
 * index in that order. UNION ALL hands on the first part, then the second,
 * and its LIMIT stops at the page's end.
 *
 * Openings soon take turns between the cities (a row number per city and
 * day): each city's first offset + limit openings are the only ones that can
 * reach the page, so only those are sorted, not every opening of every city.
 *
 * Other lists sort the matching ids with just the columns the order needs;
 * INDEXED BY: SQLite would otherwise look venues up by primary key and read
 * whole rows.
 */
function pageIdsQuery(
  db: D1Database,
  clause: Clause,
  today: string,
  limit: number,
  offset: number,
): D1PreparedStatement {
  const whereSql = clause.where.join(" AND ");
  const tail = [...orderParams(clause.order, today), limit, offset];
  // The ids read from `from` (its joins and index hints), filtered and ordered by the clause alone.
  const idsFrom = (from: string) =>
    db
      .prepare(`SELECT e.id FROM ${from} WHERE ${whereSql} ORDER BY ${clause.order} LIMIT ? OFFSET ?`)
      .bind(...clause.params, ...tail);
  if (clause.cityInVenueOrder !== undefined) {
    return db
      .prepare(
        `SELECT e.id FROM venues v INDEXED BY venues_place_district
         CROSS JOIN exhibitions e INDEXED BY exhibitions_venue_category ON e.venue_id = v.id
         WHERE v.place_url = ? AND ${whereSql} ORDER BY ${clause.order} LIMIT ? OFFSET ?`,
      )
      .bind(clause.cityInVenueOrder, ...clause.params, ...tail);
  }
  if (clause.cityByCategoryInVenueOrder !== undefined) {
    const city = clause.cityByCategoryInVenueOrder;
    // Within a category the shows on view come first: each category is two walks, on view then
    // upcoming, joined inside the category's part (D1 allows only a few terms in one compound SELECT).
    const phases = ["e.show_start <= ?", "e.show_start > ?"];
    const parts = CATEGORY_RANKS.map((rank) => {
      const walks = phases.map(
        (phase) =>
          `SELECT id FROM (SELECT e.id FROM venues v INDEXED BY venues_place_district
           CROSS JOIN exhibitions e INDEXED BY ${rank.index} ON e.venue_id = v.id
           WHERE v.place_url = ? AND ${whereSql} AND ${rank.filter} AND ${phase}
           ORDER BY v.district, v.name, e.show_start, e.id LIMIT ?)`,
      );
      return `SELECT id FROM (${walks.join(" UNION ALL ")} LIMIT ?)`;
    });
    const walkBinds = phases.flatMap(() => [city, ...clause.params, today, offset + limit]);
    return db
      .prepare(`${parts.join(" UNION ALL ")} LIMIT ? OFFSET ?`)
      .bind(...CATEGORY_RANKS.flatMap(() => [...walkBinds, offset + limit]), limit, offset);
  }
  if (clause.mustSeeInPlaceOrder) {
    return idsFrom(
      `places p INDEXED BY places_order
         CROSS JOIN venues v INDEXED BY venues_place_name ON v.place_url = p.place_url
         CROSS JOIN exhibitions e INDEXED BY exhibitions_venue_must_see ON e.venue_id = v.id`,
    );
  }
  if (clause.artFairsInPlaceOrder) {
    return idsFrom(
      `places p INDEXED BY places_order
         CROSS JOIN exhibitions e INDEXED BY exhibitions_place_category_start ON e.place_url = p.place_url`,
    );
  }
  // Shows already open count as starting today, so they come first; then the later ones by start.
  // Each part is its own index walk, cut at the page's end before the two are joined.
  const openThenLater = (started: string, later: string) =>
    db
      .prepare(`${started} UNION ALL ${later} LIMIT ? OFFSET ?`)
      .bind(...clause.params, today, offset + limit, ...clause.params, today, offset + limit, limit, offset);
  if (clause.specialInStartOrder) {
    const started = `SELECT id FROM (SELECT e.id FROM places p INDEXED BY places_order
         CROSS JOIN venues v INDEXED BY venues_place_name ON v.place_url = p.place_url
         CROSS JOIN exhibitions e INDEXED BY exhibitions_venue_category ON e.venue_id = v.id
         WHERE ${whereSql} AND e.show_start <= ? ORDER BY ${PLACE_ORDER}, p.rowid, v.name, e.id LIMIT ?)`;
    const later = `SELECT id FROM (SELECT e.id FROM exhibitions e INDEXED BY exhibitions_category_start
         CROSS JOIN venues v INDEXED BY venues_order ON v.id = e.venue_id CROSS JOIN places p ON p.place_url = v.place_url
         WHERE ${whereSql} AND e.show_start > ? ORDER BY e.show_start, ${PLACE_ORDER}, p.rowid, v.name, e.id LIMIT ?)`;
    return openThenLater(started, later);
  }
  // A city's dated lists read an index that holds their whole order, the show's copy of its
  // venue's name included (migrations/0031), so they stop at the page's end.
  const indexWalk = (index: string, indexOrder: string) =>
    db
      .prepare(
        `SELECT e.id FROM exhibitions e INDEXED BY ${index} WHERE ${whereSql} ORDER BY ${indexOrder} LIMIT ? OFFSET ?`,
      )
      .bind(...clause.params, limit, offset);
  if (clause.openingsOfCity) {
    return indexWalk("exhibitions_place_opening_venue", "e.opening_start, e.venue_name, e.id");
  }
  if (clause.closingsOfCity) return indexWalk("exhibitions_place_end_venue", "e.show_end, e.venue_name, e.id");
  if (clause.categoryOfCityInStartOrder) {
    return openThenLater(
      `SELECT id FROM (SELECT e.id FROM exhibitions e INDEXED BY exhibitions_place_category_by_venue
         WHERE ${whereSql} AND e.show_start <= ? ORDER BY e.venue_name, e.show_end, e.id LIMIT ?)`,
      `SELECT id FROM (SELECT e.id FROM exhibitions e INDEXED BY exhibitions_place_category_start_by_venue
         WHERE ${whereSql} AND e.show_start > ? ORDER BY e.show_start, e.venue_name, e.show_end, e.id LIMIT ?)`,
    );
  }
  if (clause.openingsInTurns) {
    // Taking turns, a city never puts more than offset + limit openings before
    // the page's end: those are the only candidates sorted. Each city's range
    // starts at its local midnight and is read in (opening, id) order, so it
    // stops at the candidates; each carries its opening, so the sort reads no
    // row again.
    const [showEnd, wideFrom, wideUntil, localFrom, localUntil] = clause.params;
    const local = (opening: string, place: string) => localOpeningOf(opening, place);
    return db
      .prepare(
        `WITH firsts AS (
           SELECT p.place_url, p.is_priority, p.sort_order, p.place, (SELECT json_group_array(json_array(id, opening_start)) FROM (
             SELECT e.id, e.opening_start FROM exhibitions e INDEXED BY exhibitions_place_opening
             WHERE e.place_url = p.place_url AND e.show_end >= ?
               AND e.opening_start >= max(?, strftime('%Y-%m-%dT%H:%M', ?, (-(${offsetMinutesOf("p.place_url")})) || ' minutes'))
               AND e.opening_start < ? AND ${local("e.opening_start", "p.place_url")} >= ? AND ${local("e.opening_start", "p.place_url")} < ?
             ORDER BY e.opening_start, e.id LIMIT ?)) AS ids
           FROM places p),
         candidates AS (
           SELECT f.place_url, f.is_priority, f.sort_order, f.place,
             json_extract(j.value, '$[0]') AS id, json_extract(j.value, '$[1]') AS opening_start
           FROM firsts f CROSS JOIN json_each(f.ids) j)
         SELECT c.id FROM candidates c
         ORDER BY substr(${local("c.opening_start", "c.place_url")}, 1, 10),
           ROW_NUMBER() OVER (PARTITION BY c.place_url, substr(${local("c.opening_start", "c.place_url")}, 1, 10)
             ORDER BY c.opening_start, c.id),
           c.is_priority DESC, c.sort_order, c.place, c.id
         LIMIT ? OFFSET ?`,
      )
      .bind(showEnd, wideFrom, localFrom, wideUntil, localFrom, localUntil, offset + limit, limit, offset);
  }
  return idsFrom(
    "exhibitions e JOIN venues v INDEXED BY venues_order ON v.id = e.venue_id JOIN places p ON p.place_url = v.place_url",
  );
}

/**
 * A page's ids by the plain query, without the walks and turns above: what
 * each of those must agree with (the Worker tests compare them).
 */
export async function plainPageIds(
  db: D1Database,
  list: ExhibitionList,
  today: string,
  limit: number,
  offset: number,
): Promise<number[]> {
  const { where, params, order } = clauseFor(list, today, true);
  const { results } = await pageIdsQuery(db, { where, params, order }, today, limit, offset).all<{ id: number }>();
  return results.map((row) => Number(row.id));
}

/** One page of a list; `page` is 1-based. `limit` overrides size for fetchAll (items from `page` on). */
export async function listExhibitions(
  db: D1Database,
  list: ExhibitionList,
  options: { page: number; size: number; today: string; fetchAll?: boolean; maxItems?: number },
): Promise<Paged<GuideExhibition>> {
  const { page, size, today } = options;
  const clause = clauseFor(list, today);
  const { where, params } = clause;
  const whereSql = where.join(" AND ");
  const limit = options.fetchAll ? (options.maxItems ?? 500) : size;
  // The count reads exhibitions alone: venue_id and place_url are NOT NULL
  // foreign keys (D1 enforces them), so the joins the list needs drop no row.
  // It is kept in list_totals (storedTotals.ts): counting a city reads an index
  // entry per show.
  // The page's ids come first (pageIdsQuery); only those rows are then read
  // whole (images, venue, lists): at scale 150 a city's galleries are over
  // 20,000 shows for a 15-item page.
  const countSql = `SELECT count(*) AS n FROM exhibitions e WHERE ${whereSql}`;
  const totalQuery: TotalQuery = {
    scope: "exhibitions",
    sql: countSql,
    binds: params,
    key: totalKey(countSql, params),
  };
  const nowMs = Date.now();
  const offset = (page - 1) * size;
  // Two walks read past rows the page never shows: the turns read every city's first openings, and
  // art fairs pass each city's ended fairs (the index is in start order). Their page's ids are kept
  // (scope 'guide': shows, venues, cities).
  const keptIds = clause.openingsInTurns || clause.artFairsInPlaceOrder;
  const [stored, idsResult] = keptIds
    ? [
        await storedTotalStatement(db, totalQuery, nowMs).all<{ n: number }>(),
        {
          results: await keptAnswer(
            db,
            "guide",
            `page ids @ ${totalQuery.key} @ ${JSON.stringify([limit, offset])}`,
            nowMs,
            async () =>
              (await pageIdsQuery(db, clause, today, limit, offset).all<{ id: number }>()).results.map((r) => ({
                id: r.id,
              })),
          ),
        },
      ]
    : ((await db.batch([
        storedTotalStatement(db, totalQuery, nowMs),
        pageIdsQuery(db, clause, today, limit, offset),
      ])) as [D1Result<{ n: number }>, D1Result<Record<string, unknown>>]);
  const ids = (idsResult?.results ?? []).map((r) => Number(r.id));
  const rowsResult = ids.length
    ? await db
        .prepare(`SELECT ${EXHIBITION_COLUMNS} ${EXHIBITION_FROM} WHERE e.id IN (SELECT value FROM json_each(?))`)
        .bind(today, JSON.stringify(ids))
        .all<Record<string, unknown>>()
    : null;
  // The rows in the page's order (the id query decided it).
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = (rowsResult?.results ?? []).sort(
    (a, b) => position.get(Number(a.e_id))! - position.get(Number(b.e_id))!,
  );
  const total = await totalFrom(db, totalQuery, stored, nowMs);
  return {
    items: rows.map((row) => exhibitionFromRow(row, today)),
    total,
    page,
    pages: pagesOf(total, size),
    size,
  };
}

/**
 * How many shows of a cross-city list each city has, most first: the guide
 * header's place filter ('All' plus places). The list's own
 * place filter is left out, so every city with shows is counted.
 */
export async function placeCountsOf(
  db: D1Database,
  list: Extract<ExhibitionList, { kind: "mustsee" | "artfairs" | "special" }>,
  today: string,
): Promise<{ place: string; place_url: string; count: number }[]> {
  const { where, params } = clauseFor({ ...list, placeUrl: undefined }, today);
  const sql = `SELECT p.place, p.place_url, count(*) AS count FROM exhibitions e JOIN venues v ON v.id = e.venue_id JOIN places p ON p.place_url = v.place_url
       WHERE ${where.join(" AND ")} GROUP BY p.place_url ORDER BY count DESC, ${PLACE_ORDER}`;
  // Grouping a cross-city list reads every show in it: the answer is kept (storedTotals.ts).
  return keptRows(db, { scope: "exhibitions", sql, binds: params, key: totalKey(sql, params) }, Date.now());
}

/** One exhibition by id, or null. */
export async function getExhibition(db: D1Database, id: number, today: string): Promise<GuideExhibition | null> {
  const row = await db
    .prepare(`SELECT ${EXHIBITION_COLUMNS} ${EXHIBITION_FROM} WHERE e.id = ?`)
    .bind(today, id)
    .first<Record<string, unknown>>();
  return row ? exhibitionFromRow(row, today) : null;
}

export async function exhibitionExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM exhibitions WHERE id = ?").bind(id).first()) !== null;
}

/**
 * The ids of a city's current shows in the map's order. The walk reads the
 * city's venues by name and each venue's current shows (CROSS JOIN and
 * INDEXED BY fix that plan), so it stops after `max` shows instead of sorting
 * every current show of the city; `plain` sorts every match, what the walk
 * must agree with.
 */
export async function placeExhibitionIds(
  db: D1Database,
  placeUrl: string,
  today: string,
  max: number,
  plain = false,
): Promise<number[]> {
  const from = plain
    ? "FROM exhibitions e JOIN venues v ON v.id = e.venue_id"
    : `FROM venues v INDEXED BY venues_place_name
       CROSS JOIN exhibitions e INDEXED BY exhibitions_venue_listing ON e.venue_id = v.id`;
  const { results } = await db
    .prepare(
      `SELECT e.id ${from}
        WHERE v.place_url = ? AND e.place_url = ? AND e.show_end >= ? AND e.show_start <= ?
        ORDER BY v.name, e.show_start, e.id LIMIT ?`,
    )
    .bind(placeUrl, placeUrl, today, today, max)
    .all<{ id: number }>();
  return results.map((row) => Number(row.id));
}

/**
 * Current shows of a city, for the map: the ids first, then only those rows
 * whole. The answer is kept whole (keptAnswer, scope 'guide'): its shows with
 * their venues, images and lists read about 18 rows each.
 */
export async function placeExhibitions(
  db: D1Database,
  placeUrl: string,
  today: string,
  max = 500,
): Promise<GuideExhibition[]> {
  return keptAnswer(db, "guide", `map shows @ ${JSON.stringify([placeUrl, today, max])}`, Date.now(), async () =>
    exhibitionsByIds(db, await placeExhibitionIds(db, placeUrl, today, max), today),
  );
}

/** Nearby shows are kept by cells of this many to a degree (latitude and longitude). */
const NEARBY_CELLS_PER_DEGREE = 5;
/**
 * A kept cell changes only with a write (its generation) or the day (its key):
 * it is kept the day long, as reading a city's cell reads every current show.
 */
const CELL_SECONDS = 24 * 60 * 60;
/** A kept cell's current shows: [id, the venue's latitude, its longitude]. */
type CellShow = [id: number, latitude: number, longitude: number];

const cellOf = (degrees: number) => Math.floor(degrees * NEARBY_CELLS_PER_DEGREE);

/**
 * The current shows of one cell (cellOf its venue's latitude and longitude),
 * kept whole (keptAnswer, scope 'guide'). The venues are read from the
 * latitude bands of venues_geo_cell a little wider than the cell, then kept
 * by the same cellOf the reading uses, so every venue is in exactly one cell.
 */
function cellShows(db: D1Database, row: number, column: number, today: string, nowMs: number): Promise<CellShow[]> {
  const per = NEARBY_CELLS_PER_DEGREE;
  const key = `nearby cell @ ${JSON.stringify([row, column, today])}`;
  return keptAnswer(
    db,
    "guide",
    key,
    nowMs,
    async () => {
      // Each latitude band the cell crosses (and one more each side), with the cell's longitudes a hair wider.
      const first = Math.trunc((row / per) * GEO_CELLS_PER_DEGREE) - 1;
      const last = Math.trunc(((row + 1) / per) * GEO_CELLS_PER_DEGREE) + 1;
      const bands = Array.from({ length: last - first + 1 }, (_, i) => [
        first + i,
        (column - 0.01) / per,
        (column + 1.01) / per,
      ]);
      const { results } = await db
        .prepare(
          `SELECT e.id, v.latitude, v.longitude FROM json_each(?) band
           CROSS JOIN venues v INDEXED BY venues_geo_cell
             ON CAST(v.latitude * ${GEO_CELLS_PER_DEGREE} AS INTEGER) = json_extract(band.value, '$[0]')
            AND v.longitude BETWEEN json_extract(band.value, '$[1]') AND json_extract(band.value, '$[2]')
           CROSS JOIN exhibitions e INDEXED BY exhibitions_venue_listing ON e.venue_id = v.id
          WHERE e.show_end >= ? AND e.show_start <= ?
          ORDER BY e.id`,
        )
        .bind(JSON.stringify(bands), today, today)
        .all<{ id: number; latitude: number; longitude: number }>();
      return results
        .filter((show) => cellOf(show.latitude) === row && cellOf(show.longitude) === column)
        .map((show): CellShow => [Number(show.id), Number(show.latitude), Number(show.longitude)]);
    },
    CELL_SECONDS,
  );
}

/** Latitude bands of the venues_geo_cell index (migrations/0025): this many to a degree. */
const GEO_CELLS_PER_DEGREE = 500;

/**
 * The ids of current shows near a point (current-location bounds ± 0.2
 * degrees), nearest first. Distance is squared degrees with longitude scaled
 * by latitude: fine for ordering inside such a small box.
 *
 * The box's shows are read from the kept cells it touches (cellShows: at most
 * 3 × 3 rows, a few more for a long cell), each show with its venue's
 * position; the box, the distance and the order are then applied here with
 * the same arithmetic as the SQL of `plain`, which sorts every show in the
 * box: what this must agree with.
 */
export async function nearbyExhibitionIds(
  db: D1Database,
  latitude: number,
  longitude: number,
  today: string,
  max: number,
  plain = false,
): Promise<number[]> {
  const span = 0.2;
  const scale = Math.cos((latitude * Math.PI) / 180) ** 2;
  const box = [latitude - span, latitude + span, longitude - span, longitude + span] as const;
  if (plain) {
    const distance = "(v.latitude - ?) * (v.latitude - ?) + (v.longitude - ?) * (v.longitude - ?) * ?";
    const { results } = await db
      .prepare(
        `SELECT e.id FROM exhibitions e JOIN venues v ON v.id = e.venue_id
          WHERE v.latitude BETWEEN ? AND ? AND v.longitude BETWEEN ? AND ? AND e.show_end >= ? AND e.show_start <= ?
          ORDER BY ${distance}, e.id LIMIT ?`,
      )
      .bind(...box, today, today, latitude, latitude, longitude, longitude, scale, max)
      .all<{ id: number }>();
    return results.map((row) => Number(row.id));
  }
  const nowMs = Date.now();
  const cells: Promise<CellShow[]>[] = [];
  for (let row = cellOf(box[0]); row <= cellOf(box[1]); row++) {
    for (let column = cellOf(box[2]); column <= cellOf(box[3]); column++) {
      cells.push(cellShows(db, row, column, today, nowMs));
    }
  }
  const shows = (await Promise.all(cells))
    .flat()
    .filter(([, la, lo]) => la >= box[0] && la <= box[1] && lo >= box[2] && lo <= box[3])
    .map(([id, la, lo]) => ({
      id,
      distance: (la - latitude) * (la - latitude) + (lo - longitude) * (lo - longitude) * scale,
    }));
  shows.sort((a, b) => a.distance - b.distance || a.id - b.id);
  return shows.slice(0, max).map((show) => show.id);
}

/** Current shows near a point, nearest first: the ids first, then only those rows whole. */
export async function nearbyExhibitions(
  db: D1Database,
  latitude: number,
  longitude: number,
  today: string,
  max = 200,
): Promise<GuideExhibition[]> {
  return exhibitionsByIds(db, await nearbyExhibitionIds(db, latitude, longitude, today, max), today);
}

/** Exhibitions by id, in the order given (nearby, myguide, search), through the stored shows (storedShows). */
export async function exhibitionsByIds(
  db: D1Database,
  ids: readonly number[],
  today: string,
): Promise<GuideExhibition[]> {
  if (ids.length === 0) return [];
  const byId = await storedShows(db, ids, today, Date.now(), async (missing) => {
    const { results } = await db
      .prepare(`SELECT ${EXHIBITION_COLUMNS} ${EXHIBITION_FROM} WHERE e.id IN (SELECT value FROM json_each(?))`)
      .bind(today, JSON.stringify(missing))
      .all<Record<string, unknown>>();
    return results.map((row) => exhibitionFromRow(row, today));
  });
  return ids.flatMap((id) => byId.get(id) ?? []);
}
