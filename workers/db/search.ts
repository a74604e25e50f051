/**
 * Magazine search over
 * the articles_fts FTS5 table (rowid = articles.id, plain-text columns
 * title, dek, body, byline).
 */

import { formatDate } from "#machines/rules/calendar/dates";
import { channelLabel, pageCount, type SearchSort } from "#machines/rules/magazine/magazine";
import type { SearchResult } from "#machines/rules/magazine/searchTypes";
import { SUGGESTION_IMAGE_PX, type SuggestionImage, type SuggestionItem } from "#machines/rules/magazine/suggestions";
import { publicHighlight } from "#workers/text/publicHighlight";
import { ftsQuery, markHighlight, SNIPPET_CLOSE, SNIPPET_OPEN } from "#workers/text/search-query";
import { ARTICLE_COLUMNS, ARTICLE_OUTER_JOINS, type ArticleRow, articleFromRow } from "./articles";
import { offsetOf, type PageRequest } from "./paging";

export interface SearchPage {
  results: SearchResult[];
  page: number;
  pages: number;
  total: number;
  /** More articles match than were ranked (SEARCH_CANDIDATES): `total` is a floor. */
  capped: boolean;
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

/**
 * FTS5 matches that are listed: published and not viewing rooms. The two
 * columns are read from the covering index articles_live (migrations/0012):
 * SQLite would otherwise read each matching article's whole row (body
 * included) by its primary key, and a common word matches tens of thousands
 * of articles at scale 150.
 */
const LISTED_MATCHES = `FROM articles_fts JOIN articles a INDEXED BY articles_live ON a.id = articles_fts.rowid
  WHERE articles_fts MATCH ? AND a.published_at <= ? AND a.type <> 600`;

/**
 * A search ranks its newest matches (by id: articles get ids as they are
 * added), at most this many, by relevance or date. FTS5 reads matches in rowid
 * order and stops there, so a common word ("painting" matches 30,000 articles
 * at scale 150) costs these rows, not every match; articles_fts holds no
 * viewing room (migrations/0028), so none is read only to be left out.
 */
export const SEARCH_CANDIDATES = 200;

/** A snippet of one articles_fts column (0 title, 1 dek, 2 body, 3 byline; -1 the best). */
const snippetOf = (column: number) =>
  `snippet(articles_fts, ${column}, '${SNIPPET_OPEN}', '${SNIPPET_CLOSE}', '…', 24)`;

/**
 * One page of search results; an input without any word gives an empty page.
 * Highlights come from the body only for readers with access (`bodySnippets`):
 * for the others, only from what the paywall shows.
 */
export async function searchArticles(
  db: D1Database,
  request: SearchRequest,
  { bodySnippets }: { bodySnippets: boolean },
): Promise<SearchPage> {
  const match = ftsQuery(request.query);
  const empty: SearchPage = {
    results: [],
    page: request.page,
    pages: 1,
    total: 0,
    capped: false,
    pageSize: request.pageSize,
    query: request.query,
    sort: request.sort,
  };
  if (!match) return empty;
  const now = new Date().toISOString();
  // One more candidate than are ranked tells whether there are more; they are
  // sorted here, as a sort in SQL is billed a row per candidate again.
  const { results: candidates } = await db
    .prepare(`SELECT a.id, a.published_at, ${BM25} AS rank ${LISTED_MATCHES} ORDER BY articles_fts.rowid DESC LIMIT ?`)
    .bind(match, now, SEARCH_CANDIDATES + 1)
    .all<{ id: number; published_at: string; rank: number }>();
  const newestFirst = (a: { id: number; published_at: string }, b: { id: number; published_at: string }) =>
    a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : b.id - a.id;
  const ranked = candidates
    .slice(0, SEARCH_CANDIDATES)
    .sort(request.sort === "relevance" ? (a, b) => a.rank - b.rank || newestFirst(a, b) : newestFirst);
  const total = ranked.length;
  const capped = candidates.length > SEARCH_CANDIDATES;
  const ids = ranked.slice(offsetOf(request), offsetOf(request) + request.pageSize).map((r) => Number(r.id));
  // Past the last page (or no match): the count alone.
  if (ids.length === 0) return { ...empty, total, capped, pages: pageCount(total, request.pageSize) };
  // Then whole rows and snippets for those ids only. snippet() needs the MATCH
  // cursor: it walks the matches newest first, as the candidates were read, and
  // stops at the page's last id (a rowid range alone would read every match);
  // "+" keeps FTS5 from re-running a (prefix) query per id.
  const { results: rows } = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS},
         ${bodySnippets ? `${snippetOf(-1)} AS highlight` : `${snippetOf(0)} AS title_snippet, ${snippetOf(1)} AS dek_snippet, ${snippetOf(3)} AS byline_snippet`},
         ${BM25} AS score
       FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid ${ARTICLE_OUTER_JOINS}
       WHERE articles_fts MATCH ? AND articles_fts.rowid <= ? AND +articles_fts.rowid IN (SELECT value FROM json_each(?))
       ORDER BY articles_fts.rowid DESC LIMIT ?`,
    )
    .bind(match, Math.max(...ids), JSON.stringify(ids), ids.length)
    .all<
      ArticleRow & {
        highlight?: string;
        title_snippet?: string;
        dek_snippet?: string;
        byline_snippet?: string;
        score: number;
      }
    >();
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((x, y) => position.get(x.id)! - position.get(y.id)!);
  return {
    ...empty,
    total,
    capped,
    pages: pageCount(total, request.pageSize),
    results: rows.map((row) => ({
      category: row.category,
      id: row.id,
      entity: articleFromRow(row),
      highlight: markHighlight(
        bodySnippets
          ? (row.highlight ?? "")
          : publicHighlight(
              {
                title: row.title_snippet ?? "",
                dek: row.dek_snippet ?? "",
                byline: row.byline_snippet ?? "",
                excerpt: row.body_excerpt ?? "",
              },
              request.query,
            ),
      ),
      score: -row.score,
    })),
  };
}

export interface Suggestion {
  item: SuggestionItem;
  score: number;
}

export const SUGGEST_LIMIT = 10;
/**
 * Suggestions are the last-added headlines that match, at most this many,
 * best score first: FTS5 reads matches in rowid order and stops there, so a
 * short prefix ("pai") costs a row or two per suggestion, not one per
 * headline it matches.
 */
export const SUGGEST_CANDIDATES = 10;

/**
 * Headline suggestions for search-as-you-type: the last-added SUGGEST_CANDIDATES matches, best score first,
 * each with its section, date and the smallest square crop of its image that is at least twice the thumbnail
 * (sharp on a dense screen), else the square path itself.
 */
export async function suggestArticles(db: D1Database, term: string, limit = SUGGEST_LIMIT): Promise<Suggestion[]> {
  const match = ftsQuery(term, { column: "title" });
  if (!match) return [];
  const thumbPx = SUGGESTION_IMAGE_PX * 2;
  // Sorted here: a sort in SQL is billed a row per candidate again.
  const { results } = await db
    .prepare(
      `SELECT a.id, a.title, a.url, a.channel, a.category_label, a.published_at, ${BM25} AS rank, i.path_square,
              (SELECT json_object('path', c.path, 'width', c.width, 'height', c.height) FROM image_crops c
                WHERE c.image_id = a.primary_image_id AND c.crop = 'square'
                ORDER BY c.width < ?, c.width LIMIT 1) AS thumb
       FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid
       LEFT JOIN images i ON i.id = a.primary_image_id
       WHERE articles_fts MATCH ? AND a.published_at <= ? AND a.type <> 600
       ORDER BY articles_fts.rowid DESC LIMIT ?`,
    )
    .bind(thumbPx, match, new Date().toISOString(), Math.min(limit, SUGGEST_CANDIDATES))
    .all<{
      id: number;
      title: string;
      url: string;
      channel: string;
      category_label: string;
      published_at: string;
      rank: number;
      path_square: string | null;
      thumb: string | null;
    }>();
  return results
    .sort((x, y) => x.rank - y.rank || (x.published_at < y.published_at ? 1 : x.published_at > y.published_at ? -1 : 0))
    .map((row) => ({
      item: {
        id: row.id,
        title: row.title,
        url: row.url,
        channel: row.channel,
        categoryLabel: row.category_label || channelLabel(row.channel),
        published: row.published_at,
        publishedText: formatDate(row.published_at),
        image: row.thumb
          ? (JSON.parse(row.thumb) as SuggestionImage)
          : row.path_square
            ? { path: row.path_square, width: thumbPx, height: thumbPx }
            : null,
      },
      score: -row.rank,
    }));
}
