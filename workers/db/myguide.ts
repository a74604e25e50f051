import type { GuideExhibition } from "#machines/rules/guide/guideTypes";
import { exhibitionsByIds } from "./exhibitions";

/**
 * A reader's myguide. Every write is one conditional statement,
 * so two toggles racing cannot leave a duplicate or resurrect a removed entry.
 */

/** Exhibition ids in the reader's myguide, newest first. */
export async function myguideIds(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT exhibition_id FROM myguide_entries WHERE user_id = ? ORDER BY created_at DESC, exhibition_id")
    .bind(userId)
    .all<{ exhibition_id: number }>();
  return results.map((r) => Number(r.exhibition_id));
}

/**
 * The reader's myguide exhibitions ordered by end date then place (sort by
 * date); `placeUrl` narrows to one city.
 */
export async function myguideExhibitions(
  db: D1Database,
  userId: number,
  today: string,
  placeUrl?: string,
): Promise<GuideExhibition[]> {
  const ids = await myguideIds(db, userId);
  const items = await exhibitionsByIds(db, ids, today);
  return items
    .filter((x) => !placeUrl || x.location.place_url === placeUrl)
    .sort(
      (a, b) => a.showEnd.localeCompare(b.showEnd) || a.location.place.localeCompare(b.location.place) || a.id - b.id,
    );
}

/** Adds an exhibition; false when it does not exist. Adding twice is harmless. */
export async function addToMyguide(
  db: D1Database,
  userId: number,
  exhibitionId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO myguide_entries (user_id, exhibition_id, created_at)
       SELECT ?, id, ? FROM exhibitions WHERE id = ?
       ON CONFLICT (user_id, exhibition_id) DO UPDATE SET created_at = created_at
       RETURNING exhibition_id`,
    )
    .bind(userId, now, exhibitionId)
    .first();
  return result !== null;
}

/** Removes an exhibition; answers how many entries went (0 or 1). */
export async function removeFromMyguide(db: D1Database, userId: number, exhibitionId: number): Promise<number> {
  const result = await db
    .prepare("DELETE FROM myguide_entries WHERE user_id = ? AND exhibition_id = ?")
    .bind(userId, exhibitionId)
    .run();
  return result.meta.changes ?? 0;
}

/** Clears the reader's myguide; answers how many entries went. */
export async function clearMyguide(db: D1Database, userId: number): Promise<number> {
  const result = await db.prepare("DELETE FROM myguide_entries WHERE user_id = ?").bind(userId).run();
  return result.meta.changes ?? 0;
}
