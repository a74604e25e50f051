/** Every published article's address and date, newest first, for sitemap.xml. */
export async function listSitemapArticles(
  db: D1Database,
  limit = 45_000,
  now = new Date().toISOString(),
): Promise<{ url: string; published: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT url, published_at AS published FROM articles WHERE published_at <= ? AND type <> 600 ORDER BY published_at DESC LIMIT ?",
    )
    .bind(now, limit)
    .all<{ url: string; published: string }>();
  return results;
}
