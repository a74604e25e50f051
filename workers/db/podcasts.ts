/** Audio sources of a podcast article, in play order. */
export interface AudioSource {
  name: string;
  url: string;
}

export async function listPodcastSources(db: D1Database, articleId: number): Promise<AudioSource[]> {
  const { results } = await db
    .prepare("SELECT name, url FROM podcast_sources WHERE article_id = ? ORDER BY position")
    .bind(articleId)
    .all<AudioSource>();
  return results;
}
