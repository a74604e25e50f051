/**
 * Magazine search (spec 1 §3 "Search result", §7 GET /search and /suggest) over
 * the articles_fts FTS5 table (rowid = articles.id, plain-text columns
 * title, dek, body, byline).
 */
import { pageCount, type SearchSort } from "../../machines/rules/magazine";
import { ftsQuery, markHighlight, SNIPPET_CLOSE, SNIPPET_OPEN } from "../services/search-query";
import { type Article, ARTICLE_COLUMNS, ARTICLE_OUTER_JOINS, type ArticleRow, articleFromRow } from "./articles";
import { offsetOf, type PageRequest } from "./paging";

export interface SearchResult {
  category: string;
  id: number;
  entity: Article;
  /** Escaped text with <mark> around the matched words. */
  highlight: string;
  score: number;
}

export interface SearchPage {
  results: SearchResult[];
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  query: string;
  sort: SearchSort;
}

export interface SearchRequest extends PageRequest {
  query: string;
  sort: SearchSort;
}

// Title matches weigh most, then dek, byline and body (bm25 column weights).
const BM25 = "bm25(articles_fts, 10.0, 4.0, 1.0, 2.0)";

/** One page of search results; an input without any word gives an empty page. */
export async function searchArticles(db: D1Database, request: SearchRequest): Promise<SearchPage> {
  const match = ftsQuery(request.query);
  const empty: SearchPage = { results: [], page: request.page, pages: 1, total: 0, pageSize: request.pageSize, query: request.query, sort: request.sort };
  if (!match) return empty;
  const now = new Date().toISOString();
  const from = `FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid ${ARTICLE_OUTER_JOINS}
    WHERE articles_fts MATCH ? AND a.published_at <= ? AND a.type <> 600`;
  const order = request.sort === "relevance" ? `${BM25} ASC, a.published_at DESC` : "a.published_at DESC, a.id DESC";
  const [count, list] = (await db.batch([
    db.prepare(`SELECT count(*) AS n ${from}`).bind(match, now),
    db
      .prepare(
        `SELECT ${ARTICLE_COLUMNS},
           snippet(articles_fts, -1, '${SNIPPET_OPEN}', '${SNIPPET_CLOSE}', '…', 24) AS highlight,
           ${BM25} AS score
         ${from} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .bind(match, now, request.pageSize, offsetOf(request)),
  ])) as [D1Result<{ n: number }>, D1Result<ArticleRow & { highlight: string; score: number }>];
  const total = count.results[0]?.n ?? 0;
  return {
    ...empty,
    total,
    pages: pageCount(total, request.pageSize),
    results: list.results.map((row) => ({
      category: row.category,
      id: row.id,
      entity: articleFromRow(row),
      highlight: markHighlight(row.highlight ?? ""),
      score: -row.score,
    })),
  };
}

export interface Suggestion {
  item: { id: number; title: string; url: string; channel: string };
  score: number;
}

export const SUGGEST_LIMIT = 10;

/** Headline suggestions for search-as-you-type, best score first. */
export async function suggestArticles(db: D1Database, term: string, limit = SUGGEST_LIMIT): Promise<Suggestion[]> {
  const match = ftsQuery(term, { column: "title" });
  if (!match) return [];
  const { results } = await db
    .prepare(
      `SELECT a.id, a.title, a.url, a.channel, ${BM25} AS rank
       FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid
       WHERE articles_fts MATCH ? AND a.published_at <= ? AND a.type <> 600
       ORDER BY rank ASC, a.published_at DESC LIMIT ?`,
    )
    .bind(match, new Date().toISOString(), limit)
    .all<{ id: number; title: string; url: string; channel: string; rank: number }>();
  return results
    .map(({ rank, ...item }) => ({ item, score: -rank }))
    .sort((a, b) => b.score - a.score);
}
