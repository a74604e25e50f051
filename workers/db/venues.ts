import type { GuideLocation } from "#machines/rules/guide/guideTypes";
import { VENUE_COLUMNS, VENUE_FROM, venueFromRow } from "./guideRows";

/** Venues (guide locations): the venue page and the location section of guide search. */

type Row = Record<string, unknown>;

const HAS_MORE = "EXISTS (SELECT 1 FROM exhibitions o WHERE o.venue_id = v.id AND o.show_end >= ?) AS v_more";

export async function getVenueBySlug(db: D1Database, slug: string, today: string): Promise<GuideLocation | null> {
  const row = await db
    .prepare(`SELECT ${VENUE_COLUMNS}, ${HAS_MORE} ${VENUE_FROM} WHERE v.slug = ?`)
    .bind(today, slug)
    .first<Row>();
  return row ? venueFromRow(row) : null;
}

/** Venues by id, in the order given. */
export async function venuesByIds(db: D1Database, ids: readonly number[], today: string): Promise<GuideLocation[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${VENUE_COLUMNS}, ${HAS_MORE} ${VENUE_FROM} WHERE v.id IN (SELECT value FROM json_each(?))`)
    .bind(today, JSON.stringify(ids))
    .all<Row>();
  const byId = new Map(results.map((row) => [Number(row.v_id), venueFromRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The city a venue is in, for the clock its times are read on; null when there is no such venue (a form may name one deleted meanwhile). */
export async function venuePlace(
  db: D1Database,
  id: number,
): Promise<{ place: string; placeUrl: string; countryCode: string } | null> {
  return db
    .prepare(
      `SELECT COALESCE(p.place, '') AS place, v.place_url AS placeUrl, COALESCE(p.country_code, '') AS countryCode
         FROM venues v LEFT JOIN places p ON p.place_url = v.place_url WHERE v.id = ?`,
    )
    .bind(id)
    .first();
}
