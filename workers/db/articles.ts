/**
 * Articles: every list and detail read of the magazine.
 * Rows are mapped once, here, to the camelCase Article the /api answers and the
 * pages render; *Formatted fields are sanitised on the way out.
 */

import { formatDate, formatDateTime } from "#machines/rules/calendar/dates";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { sanitizeHtml } from "#workers/text/sanitize";
import { IMAGE_COLUMNS, type ImageColumns, imageFromColumns } from "./images";
import { offsetOf, type Paged, type PageRequest, paged } from "./paging";
import { storedTotalStatement, type TotalQuery, totalFrom, totalKey } from "./storedTotals";

export interface ArticleRow extends ImageColumns {
  id: number;
  slug: string;
  url: string;
  channel: string;
  category: string;
  category_label: string;
  type: number;
  type_name: string;
  type_translated: string;
  section: string;
  title: string;
  title_formatted: string;
  hed_formatted: string;
  dek_formatted: string;
  subtitle_formatted: string;
  byline_formatted: string;
  writer_formatted: string;
  lead_formatted: string;
  body_excerpt: string;
  body_formatted?: string;
  published_at: string;
  issue_title: string | null;
  issue_slug: string | null;
  is_sponsored: number;
  sponsor_name: string;
  probability_weight: number;
  flags: number;
  has_video: number;
  has_podcast: number;
  video_source: string | null;
  video_id: string | null;
  pick_place_url: string | null;
  place_listed_under: string | null;
  location_override: string | null;
  location_name: string | null;
  location_address: string | null;
  run_dates: string | null;
  curated_by: string | null;
  video_tags: string | null;
}

/** Article list columns (no body) over `articles a`, `images i`, `print_issues p`. */
export const ARTICLE_COLUMNS = `
  a.id, a.slug, a.url, a.channel, a.category, a.category_label, a.type, a.type_name, a.type_translated,
  a.section, a.title, a.title_formatted, a.hed_formatted, a.dek_formatted, a.subtitle_formatted,
  a.byline_formatted, a.writer_formatted, a.lead_formatted, a.body_excerpt, a.published_at,
  a.is_sponsored, a.sponsor_name, a.probability_weight, a.flags, a.has_video, a.has_podcast,
  a.video_source, a.video_id, a.pick_place_url, a.place_listed_under, a.location_override,
  a.location_name, a.location_address, a.run_dates, a.curated_by,
  p.title AS issue_title, p.slug AS issue_slug,
  (SELECT json_group_object(t.tag, t.label) FROM article_video_tags t WHERE t.article_id = a.id) AS video_tags,
  ${IMAGE_COLUMNS}`;

/** The outer joins ARTICLE_COLUMNS needs besides `articles a`. */
export const ARTICLE_OUTER_JOINS = `
  LEFT JOIN images i ON i.id = a.primary_image_id
  LEFT JOIN print_issues p ON p.id = a.issue_id`;

const ARTICLE_JOINS = `FROM articles a ${ARTICLE_OUTER_JOINS}`;

/** SELECT … FROM for article rows, for other db modules that join articles (flags, contributors). */
export const ARTICLE_SELECT = `SELECT ${ARTICLE_COLUMNS} ${ARTICLE_JOINS}`;
const DETAIL_SELECT = `SELECT ${ARTICLE_COLUMNS}, a.body_formatted ${ARTICLE_JOINS}`;

function inline(html: string | null | undefined): string {
  return sanitizeHtml(html, "inline");
}

export function articleFromRow(row: ArticleRow): Article {
  const titleFormatted = inline(row.title_formatted || row.title);
  return {
    id: row.id,
    slug: row.slug,
    url: row.url,
    channel: row.channel,
    channelPath: `/${row.channel}`,
    category: row.category,
    categoryLabel: row.category_label,
    type: row.type,
    typeName: row.type_name,
    typeTranslated: row.type_translated,
    section: row.section,
    title: row.title,
    titleFormatted,
    hedFormatted: inline(row.hed_formatted) || titleFormatted,
    dekFormatted: inline(row.dek_formatted),
    subtitleFormatted: inline(row.subtitle_formatted),
    bylineFormatted: inline(row.byline_formatted),
    writerFormatted: inline(row.writer_formatted),
    leadFormatted: sanitizeHtml(row.lead_formatted, "block"),
    bodyExcerpt: row.body_excerpt,
    bodyFormatted: row.body_formatted ? sanitizeHtml(row.body_formatted, "block") : "",
    published: row.published_at,
    publishedText: formatDate(row.published_at),
    publishedTimeText: formatDateTime(row.published_at),
    issueTitle: row.issue_title,
    issuePath: row.issue_slug ? `/print/${row.issue_slug}` : null,
    primaryImage: imageFromColumns(row),
    isSponsoredContent: row.is_sponsored === 1,
    sponsorName: row.sponsor_name,
    probabilityweight: row.probability_weight,
    flags: row.flags,
    videoTags: row.video_tags ? (JSON.parse(row.video_tags) as Record<string, string>) : {},
    hasVideo: row.has_video === 1,
    hasPodcast: row.has_podcast === 1,
    video:
      row.video_source && row.video_id
        ? { url: `${row.video_source}:${row.video_id}`, videoSource: row.video_source, videoId: row.video_id }
        : null,
    pick: row.pick_place_url
      ? {
          placeUrl: row.pick_place_url,
          placeListedUnder: row.place_listed_under ?? "",
          locationOverride: row.location_override ?? "",
          locationName: row.location_name ?? "",
          locationAddress: row.location_address ?? "",
          runDates: row.run_dates ?? "",
          curatedBy: row.curated_by ?? "",
        }
      : null,
  };
}

/** Which articles a list holds. Every field narrows; all are optional. */
export interface ArticleFilter {
  category?: string;
  channel?: string;
  typeName?: string;
  typeNames?: readonly string[];
  type?: number;
  /** Lists of articles leave out viewing rooms (type 600) unless `type` asks for them. */
  includeViewingRooms?: boolean;
  videoTag?: string;
  excludeIds?: readonly number[];
  issueId?: number;
  contributorId?: number;
  placeUrl?: string;
  sponsored?: boolean;
  /** Bitmask that must be fully set in articles.flags. */
  flagMask?: number;
}

export type ArticleOrder = "newest" | "title_asc" | "title_desc" | "oldest";

const ORDER_SQL: Record<ArticleOrder, string> = {
  newest: "a.published_at DESC, a.id DESC",
  oldest: "a.published_at ASC, a.id ASC",
  title_asc: "a.title ASC, a.id ASC",
  title_desc: "a.title DESC, a.id DESC",
};

/** WHERE clause and its bound values for a filter. Only published articles are listed. */
function whereOf(filter: ArticleFilter, now: string): { sql: string; binds: unknown[] } {
  const parts = ["a.published_at <= ?"];
  const binds: unknown[] = [now];
  if (filter.category !== undefined) {
    parts.push("a.category = ?");
    binds.push(filter.category);
  }
  if (filter.channel !== undefined) {
    parts.push("a.channel = ?");
    binds.push(filter.channel);
  }
  if (filter.typeName !== undefined) {
    parts.push("a.type_name = ?");
    binds.push(filter.typeName);
  }
  if (filter.typeNames && filter.typeNames.length > 0) {
    parts.push(`a.type_name IN (${filter.typeNames.map(() => "?").join(", ")})`);
    binds.push(...filter.typeNames);
  }
  if (filter.type !== undefined) {
    parts.push("a.type = ?");
    binds.push(filter.type);
  } else if (!filter.includeViewingRooms) {
    parts.push("a.type <> 600");
  }
  if (filter.videoTag !== undefined) {
    parts.push("a.id IN (SELECT t.article_id FROM article_video_tags t WHERE t.tag = ?)");
    binds.push(filter.videoTag);
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    parts.push(`a.id NOT IN (${filter.excludeIds.map(() => "?").join(", ")})`);
    binds.push(...filter.excludeIds);
  }
  if (filter.issueId !== undefined) {
    parts.push("a.issue_id = ?");
    binds.push(filter.issueId);
  }
  if (filter.contributorId !== undefined) {
    parts.push("a.id IN (SELECT ac.article_id FROM article_contributors ac WHERE ac.contributor_id = ?)");
    binds.push(filter.contributorId);
  }
  if (filter.placeUrl !== undefined) {
    parts.push("a.pick_place_url = ?");
    binds.push(filter.placeUrl);
  }
  if (filter.sponsored !== undefined) {
    parts.push("a.is_sponsored = ?");
    binds.push(filter.sponsored ? 1 : 0);
  }
  if (filter.flagMask !== undefined) {
    parts.push("(a.flags & ?) = ?");
    binds.push(filter.flagMask, filter.flagMask);
  }
  return { sql: parts.join(" AND "), binds };
}

export interface ListOptions extends PageRequest {
  order?: ArticleOrder;
  /** Caps the whole list (spec's `limit`): total and pages never go past it. */
  limit?: number;
  now?: string;
  /** Include bodyFormatted (picks pages show whole reviews). */
  withBody?: boolean;
}

/** Statements for one page of a list, and the query of its total (kept in list_totals). */
function articleListStatements(
  db: D1Database,
  filter: ArticleFilter,
  options: ListOptions,
): { list: D1PreparedStatement; total: TotalQuery } {
  const now = options.now ?? new Date().toISOString();
  const { sql, binds } = whereOf(filter, now);
  const offset = offsetOf(options);
  const cap = options.limit ?? Number.MAX_SAFE_INTEGER;
  const take = Math.max(0, Math.min(options.pageSize, cap - offset));
  const order = ORDER_SQL[options.order ?? "newest"];
  const countSql = `SELECT count(*) AS n FROM articles a WHERE ${sql}`;
  // whereOf binds the clock first: the kept total is keyed by the rest.
  const total: TotalQuery = { scope: "articles", sql: countSql, binds, key: totalKey(countSql, binds.slice(1)) };
  // The page's ids first, from the filter's index alone (migrations/0012), then
  // whole rows for those ids only: SQLite would otherwise build every column
  // (image crops, video tags) of every match before sorting, which at scale
  // 150 is tens of thousands of rows for a 12-item page.
  const ids = pageIdsQuery(filter, order, now, take, offset);
  const list = db
    .prepare(`${options.withBody ? DETAIL_SELECT : ARTICLE_SELECT} WHERE a.id IN (${ids.sql}) ORDER BY ${order}`)
    .bind(...ids.binds);
  return { list, total };
}

/**
 * The ids of one page, in order. A list of several type names (the homepage's
 * features, the columns) is read as one ordered index range per name, each
 * cut at the page's end, then merged: with one IN over the names SQLite sorts
 * every match of every name first. (json_each, not UNION ALL: D1 allows at
 * most five terms in a compound SELECT.)
 */
function pageIdsQuery(
  filter: ArticleFilter,
  order: string,
  now: string,
  take: number,
  offset: number,
): { sql: string; binds: unknown[] } {
  const names = filter.typeName === undefined ? (filter.typeNames ?? []) : [];
  if (names.length < 2) {
    const { sql, binds } = whereOf(filter, now);
    // A type's list by title (viewing rooms) reads its titles in order and
    // stops at the page's end (migrations/0025); SQLite would otherwise sort
    // every article of the type.
    const byTitle = filter.type !== undefined && order.startsWith("a.title");
    return {
      sql: `SELECT a.id FROM articles a ${byTitle ? "INDEXED BY articles_type_title_live" : ""} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      binds: [...binds, take, offset],
    };
  }
  const { sql, binds } = whereOf({ ...filter, typeNames: undefined }, now);
  return {
    sql: `SELECT a.id FROM json_each(?) name JOIN articles a INDEXED BY articles_live ON a.id IN
            (SELECT a.id FROM articles a WHERE ${sql} AND a.type_name = name.value ORDER BY ${order} LIMIT ?)
          ORDER BY ${order} LIMIT ? OFFSET ?`,
    binds: [JSON.stringify(names), ...binds, offset + take, take, offset],
  };
}

/** One page of articles matching the filter, newest first unless told otherwise. */
export async function listArticles(
  db: D1Database,
  filter: ArticleFilter,
  options: ListOptions,
): Promise<Paged<Article>> {
  const { list, total } = articleListStatements(db, filter, options);
  const nowMs = Date.now();
  const [stored, rows] = (await db.batch([storedTotalStatement(db, total, nowMs), list])) as [
    D1Result<{ n: number }>,
    D1Result<ArticleRow>,
  ];
  const n = Math.min(await totalFrom(db, total, stored, nowMs), options.limit ?? Number.MAX_SAFE_INTEGER);
  return paged(rows.results.map(articleFromRow), n, options);
}

/**
 * Just the articles of one page, without the list's count: for callers that
 * show no total or pages (the homepage), since counting a big channel reads
 * every entry of its index.
 */
export async function listArticleItems(
  db: D1Database,
  filter: ArticleFilter,
  options: ListOptions,
): Promise<Article[]> {
  const { list } = articleListStatements(db, filter, options);
  const { results } = await list.all<ArticleRow>();
  return results.map(articleFromRow);
}

/** A published article by id (articles dated in the future are not out yet). */
export async function getArticleById(
  db: D1Database,
  id: number,
  now = new Date().toISOString(),
): Promise<Article | null> {
  const row = await db
    .prepare(`${DETAIL_SELECT} WHERE a.id = ? AND a.published_at <= ?`)
    .bind(id, now)
    .first<ArticleRow>();
  return row ? articleFromRow(row) : null;
}

/** The article at /{channel}/{slug-part} (articles.url is unique), if published. */
export async function getArticleByUrl(
  db: D1Database,
  url: string,
  now = new Date().toISOString(),
): Promise<Article | null> {
  const row = await db
    .prepare(`${DETAIL_SELECT} WHERE a.url = ? AND a.published_at <= ?`)
    .bind(url, now)
    .first<ArticleRow>();
  return row ? articleFromRow(row) : null;
}

/** Id, channel and date of a published article, for calls that only need to know it exists. */
export async function articleExists(
  db: D1Database,
  id: number,
  now = new Date().toISOString(),
): Promise<{ id: number; channel: string; published: string } | null> {
  const row = await db
    .prepare("SELECT id, channel, published_at FROM articles WHERE id = ? AND published_at <= ?")
    .bind(id, now)
    .first<{ id: number; channel: string; published_at: string }>();
  return row ? { id: row.id, channel: row.channel, published: row.published_at } : null;
}

export async function channelExists(db: D1Database, channel: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS one FROM articles WHERE channel = ? AND type <> 600 LIMIT 1")
    .bind(channel)
    .first();
  return row !== null;
}

/**
 * The channel a first path segment names: the channel itself, or the channel
 * whose article URLs use that segment (video articles live under /videos/…).
 */
export async function resolveChannel(db: D1Database, segment: string): Promise<string | null> {
  if (await channelExists(db, segment)) return segment;
  const row = await db
    .prepare("SELECT channel FROM articles WHERE url >= ? AND url < ? AND type <> 600 LIMIT 1")
    .bind(`/${segment}/`, `/${segment}0`)
    .first<{ channel: string }>();
  return row?.channel ?? null;
}

/** Channels with their article counts, for navigation and the home page. */
export async function listChannels(db: D1Database): Promise<{ channel: string; count: number }[]> {
  const { results } = await db
    .prepare("SELECT channel, count(*) AS count FROM articles WHERE type <> 600 GROUP BY channel ORDER BY count DESC")
    .all<{ channel: string; count: number }>();
  return results;
}

export const RELATED_LIMIT = 8;

/**
 * Related articles: the same channel, closest in time on either side of the
 * article (two index range reads, merged by distance).
 */
export async function listRelatedArticles(
  db: D1Database,
  article: { id: number; channel: string; published: string },
  limit = RELATED_LIMIT,
): Promise<Article[]> {
  const now = new Date().toISOString();
  const [older, newer] = (await db.batch([
    db
      .prepare(
        `${ARTICLE_SELECT} WHERE a.channel = ? AND a.id <> ? AND a.type <> 600 AND a.published_at <= ? ORDER BY a.published_at DESC LIMIT ?`,
      )
      .bind(article.channel, article.id, article.published, limit),
    db
      .prepare(
        `${ARTICLE_SELECT} WHERE a.channel = ? AND a.id <> ? AND a.type <> 600 AND a.published_at > ? AND a.published_at <= ? ORDER BY a.published_at ASC LIMIT ?`,
      )
      .bind(article.channel, article.id, article.published, now, limit),
  ])) as [D1Result<ArticleRow>, D1Result<ArticleRow>];
  const at = Date.parse(article.published);
  return [...older.results, ...newer.results]
    .map(articleFromRow)
    .sort((a, b) => Math.abs(Date.parse(a.published) - at) - Math.abs(Date.parse(b.published) - at))
    .slice(0, limit);
}

/**
 * A flag holds a few dozen articles, a category tens of thousands: read the
 * flag's entries first and look each article up (CROSS JOIN fixes that order;
 * without statistics SQLite may walk the category and probe the flags).
 */
const FLAGGED_FROM = "FROM article_flags f INDEXED BY article_flags_order CROSS JOIN articles a ON a.id = f.article_id";

/** Articles carrying a named flag (most_read, section_feature, …) in flag order. */
export async function listFlaggedArticles(
  db: D1Database,
  flagName: string,
  options: PageRequest & { category?: string },
): Promise<Paged<Article>> {
  const now = new Date().toISOString();
  const categorySql = options.category !== undefined ? "AND a.category = ?" : "";
  const binds: unknown[] = [flagName, now, ...(options.category !== undefined ? [options.category] : [])];
  const where = `WHERE f.flag_name = ? AND a.published_at <= ? ${categorySql}`;
  const countSql = `SELECT count(*) AS n ${FLAGGED_FROM} ${where}`;
  const total: TotalQuery = {
    scope: "articles",
    sql: countSql,
    binds,
    key: totalKey(
      countSql,
      binds.filter((_, i) => i !== 1),
    ),
  };
  const nowMs = Date.now();
  const [stored, list] = (await db.batch([
    storedTotalStatement(db, total, nowMs),
    db
      .prepare(
        `SELECT ${ARTICLE_COLUMNS} ${FLAGGED_FROM} ${ARTICLE_OUTER_JOINS}
         ${where} ORDER BY f.position ASC, a.published_at DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, options.pageSize, offsetOf(options)),
  ])) as [D1Result<{ n: number }>, D1Result<ArticleRow>];
  return paged(list.results.map(articleFromRow), await totalFrom(db, total, stored, nowMs), options);
}

/** A random selection of articles (viewing rooms for the homepage), leaving out some ids. */
export async function listRandomArticles(db: D1Database, filter: ArticleFilter, size: number): Promise<Article[]> {
  const { sql, binds } = whereOf(filter, new Date().toISOString());
  const { results } = await db
    .prepare(`${ARTICLE_SELECT} WHERE ${sql} ORDER BY random() LIMIT ?`)
    .bind(...binds, size)
    .all<ArticleRow>();
  return results.map(articleFromRow);
}

/** The video tags of published videos, most used first: the tag pages /video lists. */
export async function listVideoTags(db: D1Database, limit = 24): Promise<{ tag: string; label: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT t.tag, max(t.label) AS label, count(*) AS n FROM article_video_tags t
         JOIN articles a ON a.id = t.article_id
        WHERE a.published_at <= ?1
        GROUP BY t.tag ORDER BY n DESC, t.tag LIMIT ?2`,
    )
    .bind(new Date().toISOString(), limit)
    .all<{ tag: string; label: string }>();
  return results.map(({ tag, label }) => ({ tag, label }));
}
