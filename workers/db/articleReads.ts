/** Articles a signed-in reader read this month (the per-account meter). */

export async function listMonthReads(db: D1Database, userId: number, month: string): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT article_id FROM article_reads WHERE user_id = ? AND month = ? ORDER BY read_at, article_id")
    .bind(userId, month)
    .all<{ article_id: number }>();
  return results.map((r) => r.article_id);
}

/**
 * Records a free read only while the reader is under the limit, in one
 * statement, so two tabs opened at once cannot both slip past the wall.
 * Answers whether the article now counts as read.
 */
export async function recordRead(
  db: D1Database,
  userId: number,
  month: string,
  articleId: number,
  limit: number,
): Promise<boolean> {
  const [, check] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO article_reads (user_id, month, article_id)
         SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM article_reads WHERE user_id = ?1 AND month = ?2) < ?4`,
      )
      .bind(userId, month, articleId, limit),
    db
      .prepare("SELECT 1 AS ok FROM article_reads WHERE user_id = ? AND month = ? AND article_id = ?")
      .bind(userId, month, articleId),
  ]);
  return (check!.results as unknown[]).length > 0;
}
