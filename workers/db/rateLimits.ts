/** Fixed-window counters for rate limits. All SQL for rate_limits lives here. */

/**
 * Counts one hit on `key` in the window unless it already reached `limit`:
 * one conditional statement, so parallel requests cannot slip past the limit.
 * True when the hit was counted (under the limit).
 */
export async function takeHit(db: D1Database, key: string, windowStart: string, limit: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 WHERE count < ?3
       RETURNING count`,
    )
    .bind(key, windowStart, limit)
    .first<{ count: number }>();
  return row !== null;
}

/** Hits counted on `key` in the window. */
export async function hitCount(db: D1Database, key: string, windowStart: string): Promise<number> {
  const row = await db
    .prepare("SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2")
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
