/** Picks: reviews listed under a place, /picks/{place}. */
import type { Article, PickPlace } from "#machines/rules/magazine/articleTypes";
import { type ListOptions, listArticles } from "./articles";
import type { Paged } from "./paging";
import { keptRows, totalKey } from "./storedTotals";

/** Every place that has picks, the biggest first (the order infinite scroll cycles through). */
export async function listPickPlaces(db: D1Database): Promise<PickPlace[]> {
  const sql = `SELECT a.pick_place_url AS place_url, coalesce(pl.place, max(a.place_listed_under)) AS place, count(*) AS count
       FROM articles a LEFT JOIN places pl ON pl.place_url = a.pick_place_url
       WHERE a.pick_place_url IS NOT NULL AND a.published_at <= ?
       GROUP BY a.pick_place_url ORDER BY count DESC, place ASC`;
  // Counting every pick per place reads every pick: the answer is kept (storedTotals.ts), keyed without the clock.
  const binds = [new Date().toISOString()];
  const results = await keptRows<{ place_url: string; place: string; count: number }>(
    db,
    { scope: "articles", sql, binds, key: totalKey(sql, []) },
    Date.now(),
  );
  return results.map((r) => ({ ...r, path: `/picks/${r.place_url}` }));
}

export interface PicksPage {
  place: PickPlace;
  places: PickPlace[];
  /** The place infinite scroll moves to after this one, wrapping to the first. */
  nextPlace: PickPlace;
  picks: Paged<Article>;
}

/** One page of picks for a place, with the place list; null for a place without picks. */
export async function getPicksPage(db: D1Database, placeUrl: string, options: ListOptions): Promise<PicksPage | null> {
  const places = await listPickPlaces(db);
  const index = places.findIndex((p) => p.place_url === placeUrl);
  if (index === -1) return null;
  const picks = await listArticles(db, { placeUrl }, options);
  return { place: places[index]!, places, nextPlace: places[(index + 1) % places.length]!, picks };
}
