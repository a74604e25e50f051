/** Contributors (spec 1 §2 "contributor results list") and their articles. */
import { type Article, articleListStatements, type ListOptions, pagedFromResults } from "./articles";
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
export async function getContributorPage(db: D1Database, slug: string, options: ListOptions): Promise<ContributorPage | null> {
  const row = await db
    .prepare("SELECT id, slug, name, bio FROM contributors WHERE slug = ?")
    .bind(slug)
    .first<{ id: number; slug: string; name: string; bio: string }>();
  if (!row) return null;
  const statements = articleListStatements(db, { contributorId: row.id }, options);
  const results = (await db.batch(statements)) as Parameters<typeof pagedFromResults>[0];
  return {
    contributor: { ...row, url: `/contributor/${row.slug}` },
    articles: pagedFromResults(results, options),
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

/** Contributors whose name contains every word of the search term (search's contributor results). */
export async function searchContributors(db: D1Database, term: string, limit = 6): Promise<Contributor[]> {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .slice(0, 5);
  if (words.length === 0) return [];
  const escape = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { results } = await db
    .prepare(`SELECT id, slug, name, bio FROM contributors WHERE ${words.map(() => "lower(name) LIKE ? ESCAPE '\\'").join(" AND ")} ORDER BY name LIMIT ?`)
    .bind(...words.map(escape), limit)
    .all<Omit<Contributor, "url">>();
  return results.map((c) => ({ ...c, url: `/contributor/${c.slug}` }));
}
