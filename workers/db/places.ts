import { guidePaths } from "#machines/rules/guide/guide";
import type { GuidePlace } from "#machines/rules/guide/guideTypes";
import { generationStatement, keepTotals, validTotalCondition } from "./storedTotals";

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

const PLACE_COLUMNS = "p.place, p.place_url, p.country, p.country_code, p.latitude, p.longitude, p.is_priority";

/** A city's count of current and upcoming shows sums its shows per end day (migrations/0013_place_show_counts.sql). */
const COUNT_SQL =
  "(SELECT coalesce(sum(c.n), 0) FROM exhibition_end_counts c WHERE c.place_url = p.place_url AND c.show_end >= ?)";

/**
 * Even summed per day, every city's count reads a few thousand rows at scale,
 * on every guide page: the counts are kept in list_totals (storedTotals.ts) under
 * the day they were counted for, and counted again only when they are not valid.
 */
const placeCountKey = (today: string, placeUrl: string) => `place-count @ ${today} @ ${placeUrl}`;

const KEPT_COUNT_JOIN = `LEFT JOIN list_totals t ON t.key = ('place-count' || ' @ ' || ? || ' @ ' || p.place_url)
  AND ${validTotalCondition("exhibitions")}`;

/** Places with their kept count (null where none is valid), then counted again if any is missing. */
async function placesWithCounts(
  db: D1Database,
  where: string,
  whereBinds: unknown[],
  today: string,
): Promise<GuidePlace[]> {
  const nowMs = Date.now();
  const order = "ORDER BY p.is_priority DESC, p.sort_order, p.place";
  const { results } = await db
    .prepare(`SELECT ${PLACE_COLUMNS}, t.n AS count FROM places p ${KEPT_COUNT_JOIN} ${where} ${order}`)
    .bind(today, nowMs, ...whereBinds)
    .all<Row>();
  if (results.every((row) => row.count !== null)) return results.map(placeFromRow);
  const [generation, counted] = (await db.batch([
    generationStatement(db, "exhibitions"),
    db
      .prepare(`SELECT ${PLACE_COLUMNS}, ${COUNT_SQL} AS count FROM places p ${where} ${order}`)
      .bind(today, ...whereBinds),
  ])) as [D1Result<{ generation: number }>, D1Result<Row>];
  await keepTotals(
    db,
    "exhibitions",
    Number(generation.results[0]?.generation ?? 0),
    counted.results.map((row) => [placeCountKey(today, String(row.place_url)), Number(row.count ?? 0)] as const),
    nowMs,
  );
  return counted.results.map(placeFromRow);
}

/** Every city with its count of current and upcoming shows. */
export async function listPlaces(db: D1Database, today: string): Promise<GuidePlace[]> {
  return placesWithCounts(db, "", [], today);
}

export async function getPlace(db: D1Database, placeUrl: string, today: string): Promise<GuidePlace | null> {
  return (await placesWithCounts(db, "WHERE p.place_url = ?", [placeUrl], today))[0] ?? null;
}

/** A city with the introduction its guide page shows (sanitised HTML, empty for none). */
export async function getPlaceWithIntro(
  db: D1Database,
  placeUrl: string,
  today: string,
): Promise<(GuidePlace & { intro: string }) | null> {
  const [place, intro] = await Promise.all([
    getPlace(db, placeUrl, today),
    db
      .prepare("SELECT intro_html FROM places WHERE place_url = ?")
      .bind(placeUrl)
      .first<{ intro_html: string | null }>(),
  ]);
  return place ? { ...place, intro: String(intro?.intro_html ?? "") } : null;
}
