/**
 * The must-see selection screen: a city's exhibitions on view today, must-see
 * first, optionally only those whose title, artists or venue contain `query`.
 */
export async function currentExhibitionsForMustSee(db: D1Database, placeUrl: string, today: string, query = "") {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.is_must_see, v.name AS venue_name FROM exhibitions e JOIN venues v ON v.id = e.venue_id
       WHERE e.place_url = ?1 AND e.show_start <= ?2 AND e.show_end >= ?2
         AND (?3 = '' OR instr(lower(e.title), lower(?3)) > 0 OR instr(lower(e.artists), lower(?3)) > 0 OR instr(lower(v.name), lower(?3)) > 0)
       ORDER BY e.is_must_see DESC, e.title LIMIT 200`,
    )
    .bind(placeUrl, today, query)
    .all<{ id: number; title: string; is_must_see: number; venue_name: string }>();
  return results;
}
