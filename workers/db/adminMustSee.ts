/** The must-see selection screen: a city's exhibitions on view today, must-see first. */
export async function currentExhibitionsForMustSee(db: D1Database, placeUrl: string, today: string) {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.is_must_see, v.name AS venue_name FROM exhibitions e JOIN venues v ON v.id = e.venue_id
       WHERE e.place_url = ? AND e.show_start <= ? AND e.show_end >= ? ORDER BY e.is_must_see DESC, e.title LIMIT 200`,
    )
    .bind(placeUrl, today, today)
    .all<{ id: number; title: string; is_must_see: number; venue_name: string }>();
  return results;
}
