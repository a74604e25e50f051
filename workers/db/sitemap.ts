/**
 * What the sitemaps list, by kind of page. A kind's rows are split into
 * parts by id range (`size` ids a part, so never more than `size` addresses
 * in one), which keeps a part's address stable as rows are added and its read
 * one primary-key range. All SQL for the sitemaps lives here.
 */

import { keptRows, type TotalScope, totalKey } from "./storedTotals";

/** The kinds of pages with sitemaps of their own, in the order the index lists them. */
export const SITEMAP_KINDS = ["articles", "viewing-rooms", "issues", "places", "venues"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One part of a kind's sitemap: its number (from 1), how many addresses and the latest change among them. */
export interface SitemapPart {
  kind: SitemapKind;
  part: number;
  count: number;
  lastmod: string | null;
}

/** One address: a path on the site and when its page last changed (ISO-8601 UTC), when known. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** Listed viewing rooms carry this flag; unlisted ones are shared by link only. */
const LISTED_VIEWING_ROOM = 256;
const VIEWING_ROOM_TYPE = 600;

interface KindQuery {
  /** The kept-answer scope whose generation every write to the rows read moves on. */
  scope: TotalScope;
  /** The table read, with its integer key (rowid for places). */
  from: string;
  key: string;
  /** Which rows have a public page, given the placeholder of now. */
  where: (now: string) => string;
  lastmod: string;
  /** Columns making the path, read by `path`. */
  columns: string;
  path: (row: Record<string, string>) => string;
}

const QUERIES: Record<SitemapKind, KindQuery> = {
  articles: {
    scope: "articles",
    from: "articles",
    key: "id",
    where: (now) => `published_at <= ${now} AND type <> ${VIEWING_ROOM_TYPE}`,
    lastmod: "published_at",
    columns: "url",
    path: (row) => row.url!,
  },
  "viewing-rooms": {
    scope: "articles",
    from: "articles",
    key: "id",
    where: (now) => `type = ${VIEWING_ROOM_TYPE} AND published_at <= ${now} AND (flags & ${LISTED_VIEWING_ROOM}) <> 0`,
    lastmod: "published_at",
    columns: "url",
    path: (row) => row.url!,
  },
  issues: {
    scope: "issues",
    from: "print_issues",
    key: "id",
    where: (now) => `published_at <= ${now}`,
    lastmod: "published_at",
    columns: "slug",
    path: (row) => `/print/${row.slug}`,
  },
  places: {
    scope: "venues",
    from: "places p",
    key: "p.rowid",
    // Every row has a page; the clause names now only because every read binds it.
    where: (now) => `${now} IS NOT NULL`,
    // A city page lists its venues' shows (venues_place_updated: one seek per city).
    lastmod: "(SELECT MAX(v.updated_at) FROM venues v WHERE v.place_url = p.place_url)",
    columns: "p.place_url",
    path: (row) => `/artguide/place/${row.place_url}`,
  },
  venues: {
    scope: "venues",
    from: "venues",
    key: "id",
    // Every row has a page; the clause names now only because every read binds it.
    where: (now) => `${now} IS NOT NULL`,
    lastmod: "updated_at",
    columns: "slug",
    path: (row) => `/artguide/venue/${row.slug}`,
  },
};

/**
 * Every non-empty part of every kind, with its count and latest change. A
 * kind's grouped read visits every row of the kind (100,000 articles at
 * scale 150), so its answer is kept like a list total (storedTotals.ts): exact
 * after any write to the rows it reads, behind time passing for at most
 * TOTAL_SECONDS (an article whose publication time comes).
 */
export async function listSitemapParts(db: D1Database, size: number, now: string): Promise<SitemapPart[]> {
  const nowMs = Date.now();
  const results = await Promise.all(
    SITEMAP_KINDS.map((kind) => {
      const q = QUERIES[kind];
      const sql = `SELECT (${q.key} - 1) / CAST(?1 AS INTEGER) + 1 AS part, COUNT(*) AS count, MAX(${q.lastmod}) AS lastmod
             FROM ${q.from} WHERE ${q.where("?2")} GROUP BY part ORDER BY part`;
      return keptRows<{ part: number; count: number; lastmod: string | null }>(
        db,
        { scope: q.scope, sql, binds: [size, now], key: totalKey(sql, [size]) },
        nowMs,
      );
    }),
  );
  return SITEMAP_KINDS.flatMap((kind, i) =>
    (results[i] ?? []).map((row) => ({ kind, part: row.part, count: row.count, lastmod: row.lastmod })),
  );
}

/** The addresses of one part: the rows whose key falls in its range, by key. */
export async function listSitemapEntries(
  db: D1Database,
  kind: SitemapKind,
  part: number,
  size: number,
  now: string,
): Promise<SitemapEntry[]> {
  const q = QUERIES[kind];
  const { results } = await db
    .prepare(
      `SELECT ${q.columns}, ${q.lastmod} AS lastmod FROM ${q.from}
        WHERE ${q.key} BETWEEN ?1 AND ?2 AND ${q.where("?3")} ORDER BY ${q.key}`,
    )
    .bind((part - 1) * size + 1, part * size, now)
    .all<Record<string, string>>();
  return results.map((row) => ({ path: q.path(row), lastmod: row.lastmod ?? null }));
}

/** The newest published article's date: the lastmod of the sitemap of the site's own pages. */
export async function latestArticleDate(db: D1Database, now: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT published_at FROM articles WHERE published_at <= ?1 AND type <> ${VIEWING_ROOM_TYPE}
        ORDER BY published_at DESC LIMIT 1`,
    )
    .bind(now)
    .first<{ published_at: string }>();
  return row?.published_at ?? null;
}
