import { guidePaths } from "#machines/rules/guide";
import type { GuidePlace } from "./guideTypes";

/** Guide cities: the 9 priority cities first (in the spec's order), then the rest by name. */

type Row = Record<string, unknown>;

function placeFromRow(row: Row): GuidePlace {
  const placeUrl = String(row.place_url);
  return {
    place: String(row.place),
    place_url: placeUrl,
    path: guidePaths.place(placeUrl),
    country: String(row.country ?? ""),
    country_code: String(row.country_code ?? ""),
    latitude: Number(row.latitude ?? 0),
    longitude: Number(row.longitude ?? 0),
    isPriority: Boolean(Number(row.is_priority ?? 0)),
    count: Number(row.count ?? 0),
  };
}

/** The count sums shows per end day (migrations/0013_place_show_counts.sql), not one row per show. */
const COLUMNS = `p.place, p.place_url, p.country, p.country_code, p.latitude, p.longitude, p.is_priority,
  (SELECT coalesce(sum(c.n), 0) FROM exhibition_end_counts c WHERE c.place_url = p.place_url AND c.show_end >= ?) AS count`;

/** Every city with its count of current and upcoming shows. */
export async function listPlaces(db: D1Database, today: string): Promise<GuidePlace[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM places p ORDER BY p.is_priority DESC, p.sort_order, p.place`)
    .bind(today)
    .all<Row>();
  return results.map(placeFromRow);
}

export async function getPlace(db: D1Database, placeUrl: string, today: string): Promise<GuidePlace | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM places p WHERE p.place_url = ?`)
    .bind(today, placeUrl)
    .first<Row>();
  return row ? placeFromRow(row) : null;
}

/** A city with the introduction its guide page shows (sanitised HTML, empty for none). */
export async function getPlaceWithIntro(
  db: D1Database,
  placeUrl: string,
  today: string,
): Promise<(GuidePlace & { intro: string }) | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, p.intro_html FROM places p WHERE p.place_url = ?`)
    .bind(today, placeUrl)
    .first<Row>();
  return row ? { ...placeFromRow(row), intro: String(row.intro_html ?? "") } : null;
}
