import type { GuideFeaturedList } from "#machines/rules/guide/guideTypes";
import { keptAnswer } from "./storedTotals";

/**
 * Featured lists with the ids of their venues. The answer is kept whole
 * (keptAnswer, scope 'guide'): it names every listed venue, one index entry each.
 */
export function listFeaturedLists(db: D1Database): Promise<GuideFeaturedList[]> {
  return keptAnswer(db, "guide", "featured lists", Date.now(), () => readFeaturedLists(db));
}

async function readFeaturedLists(db: D1Database): Promise<GuideFeaturedList[]> {
  const { results } = await db
    .prepare(
      `SELECT fl.id, fl.slug, fl.name, fl.site_url,
              (SELECT json_group_array(flv.venue_id) FROM featured_list_venues flv WHERE flv.list_id = fl.id) AS ids
         FROM featured_lists fl ORDER BY fl.sort_order, fl.name`,
    )
    .all<Record<string, unknown>>();
  return results.map((row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    site_url: String(row.site_url),
    location_ids: (JSON.parse(String(row.ids ?? "[]")) as number[]).sort((a, b) => a - b),
  }));
}
