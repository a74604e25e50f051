import { likeLiteral } from "#workers/db/likeLiteral";

/**
 * The must-see selection screen: a city's exhibitions on view today, must-see
 * first, optionally only those whose title, artists or venue contain `query`.
 */
export async function currentExhibitionsForMustSee(db: D1Database, placeUrl: string, today: string, query = "") {
  const text = likeLiteral(query);
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.is_must_see, v.name AS venue_name FROM exhibitions e JOIN venues v ON v.id = e.venue_id
       WHERE e.place_url = ? AND e.show_start <= ? AND e.show_end >= ?
         AND (? = '' OR e.title LIKE '%' || ? || '%' ESCAPE '\\' OR e.artists LIKE '%' || ? || '%' ESCAPE '\\' OR v.name LIKE '%' || ? || '%' ESCAPE '\\')
       ORDER BY e.is_must_see DESC, e.title LIMIT 200`,
    )
    .bind(placeUrl, today, today, text, text, text, text)
    .all<{ id: number; title: string; is_must_see: number; venue_name: string }>();
  return results;
}
