/** The guide's cities as the art-guide admin edits them: name, priority, introduction and map centre. */

export interface CityPageRow {
  place_url: string;
  place: string;
  country: string;
  is_priority: number;
  sort_order: number;
  intro_html: string;
  latitude: number;
  longitude: number;
}

export interface CityPageInput {
  place: string;
  isPriority: 0 | 1;
  sortOrder: number;
  introHtml: string;
  latitude: number;
  longitude: number;
}

const COLUMNS = "place_url, place, country, is_priority, sort_order, intro_html, latitude, longitude";

/** One page of cities in the guide's order, and how many there are. */
export async function listCityPages(
  db: D1Database,
  page: number,
  size: number,
): Promise<{ items: CityPageRow[]; total: number }> {
  const [items, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM places ORDER BY is_priority DESC, sort_order, place LIMIT ? OFFSET ?`)
      .bind(size, (page - 1) * size),
    db.prepare("SELECT COUNT(*) AS n FROM places"),
  ]);
  return { items: items!.results as CityPageRow[], total: Number((count!.results[0] as { n: number }).n) };
}

export async function getCityPage(db: D1Database, placeUrl: string): Promise<CityPageRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM places WHERE place_url = ?`).bind(placeUrl).first<CityPageRow>();
}

/** Saves a city page; false when there is no such city. */
export async function updateCityPage(db: D1Database, placeUrl: string, c: CityPageInput): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE places SET place = ?, is_priority = ?, sort_order = ?, intro_html = ?, latitude = ?, longitude = ? WHERE place_url = ?",
    )
    .bind(c.place, c.isPriority, c.sortOrder, c.introHtml, c.latitude, c.longitude, placeUrl)
    .run();
  return result.meta.changes > 0;
}
