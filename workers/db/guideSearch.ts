import { exhibitionsByIds } from "./exhibitions";
import type { GuideExhibition, GuideLocation } from "./guideTypes";
import { venuesByIds } from "./venues";

/**
 * Guide search over the guide_fts index (GET /guide/search): exhibitions still on view and venues, best match first.
 */

/** Builds an FTS5 query from free text: every word must match, as a prefix. Null when no word is left. */
export function ftsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}

export interface GuideSearchPage {
  exhibitions: GuideExhibition[];
  exhibitionTotal: number;
  locations: GuideLocation[];
  locationTotal: number;
}

export async function searchGuide(
  db: D1Database,
  text: string,
  options: { page: number; size: number; today: string },
): Promise<GuideSearchPage> {
  const match = ftsQuery(text);
  if (!match) return { exhibitions: [], exhibitionTotal: 0, locations: [], locationTotal: 0 };
  const { page, size, today } = options;
  const offset = (page - 1) * size;
  const exhibitionHits = `SELECT CAST(ref_id AS INTEGER) AS id, rank FROM guide_fts WHERE guide_fts MATCH ? AND kind = 'exhibition'`;
  const venueHits = `SELECT CAST(ref_id AS INTEGER) AS id, rank FROM guide_fts WHERE guide_fts MATCH ? AND kind = 'venue'`;
  const [exCount, exPage, veCount, vePage] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT count(*) AS n FROM (${exhibitionHits}) h JOIN exhibitions e ON e.id = h.id WHERE e.show_end >= ?`,
      )
      .bind(match, today),
    db
      .prepare(
        `SELECT h.id FROM (${exhibitionHits}) h JOIN exhibitions e ON e.id = h.id WHERE e.show_end >= ? ORDER BY h.rank, e.show_end, e.id LIMIT ? OFFSET ?`,
      )
      .bind(match, today, size, offset),
    db.prepare(`SELECT count(*) AS n FROM (${venueHits}) h JOIN venues v ON v.id = h.id`).bind(match),
    db
      .prepare(
        `SELECT h.id FROM (${venueHits}) h JOIN venues v ON v.id = h.id ORDER BY h.rank, v.name LIMIT ? OFFSET ?`,
      )
      .bind(match, size, offset),
  ]);
  const ids = (r: D1Result<Record<string, unknown>> | undefined) => (r?.results ?? []).map((row) => Number(row.id));
  const [exhibitions, locations] = await Promise.all([
    exhibitionsByIds(db, ids(exPage), today),
    venuesByIds(db, ids(vePage), today),
  ]);
  return {
    exhibitions,
    exhibitionTotal: Number(exCount?.results[0]?.n ?? 0),
    locations,
    locationTotal: Number(veCount?.results[0]?.n ?? 0),
  };
}
