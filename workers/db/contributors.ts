/** Contributors and their articles. */

import type { Article } from "#machines/rules/magazine/articleTypes";
import { ftsQuery } from "#workers/text/search-query";
import { type ListOptions, listArticles } from "./articles";
import type { Paged } from "./paging";

export interface Contributor {
  id: number;
  slug: string;
  name: string;
  bio: string;
  url: string;
}

export interface ContributorPage {
  contributor: Contributor;
  articles: Paged<Article>;
}

/** The contributor at /contributor/{slug} with one page of their articles, newest first; null if unknown. */
export async function getContributorPage(
  db: D1Database,
  slug: string,
  options: ListOptions,
): Promise<ContributorPage | null> {
  const row = await db
    .prepare("SELECT id, slug, name, bio FROM contributors WHERE slug = ?")
    .bind(slug)
    .first<{ id: number; slug: string; name: string; bio: string }>();
  if (!row) return null;
  return {
    contributor: { ...row, url: `/contributor/${row.slug}` },
    articles: await listArticles(db, { contributorId: row.id }, options),
  };
}

/** Contributors of one article, in byline order. */
export async function listArticleContributors(db: D1Database, articleId: number): Promise<Contributor[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.name, c.bio FROM article_contributors ac
       JOIN contributors c ON c.id = ac.contributor_id
       WHERE ac.article_id = ? ORDER BY ac.position`,
    )
    .bind(articleId)
    .all<{ id: number; slug: string; name: string; bio: string }>();
  return results.map((c) => ({ ...c, url: `/contributor/${c.slug}` }));
}

/** Contributors whose name matches every word of the search term, from the contributors_fts index (search's contributor results). */
export async function searchContributors(db: D1Database, term: string, limit = 6): Promise<Contributor[]> {
  const match = ftsQuery(term, { column: "name" });
  if (!match) return [];
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.name, c.bio FROM contributors_fts JOIN contributors c ON c.id = contributors_fts.rowid
       WHERE contributors_fts MATCH ? ORDER BY contributors_fts.rank, c.name LIMIT ?`,
    )
    .bind(match, limit)
    .all<Omit<Contributor, "url">>();
  return results.map((c) => ({ ...c, url: `/contributor/${c.slug}` }));
}
