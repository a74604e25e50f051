/** Print issues: the current issue, the back-issue archive and one issue with its articles. */

import { formatDate } from "#machines/rules/calendar/dates";
import type { Article } from "#machines/rules/magazine/articleTypes";
import type { PrintIssue } from "#machines/rules/shop/issueTypes";
import type { IssueFormat } from "#machines/rules/shop/shop";
import { listArticleItems } from "./articles";
import { IMAGE_COLUMNS, type ImageColumns, imageFromColumns } from "./images";
import { offsetOf, type Paged, type PageRequest, paged } from "./paging";
import { storedTotalStatement, type TotalQuery, totalFrom, totalKey } from "./storedTotals";

export type { IssueFormat };

/** An issue as stored: the columns PrintIssue keeps as they are, and the raw ones it derives from. */
interface IssueRow
  extends ImageColumns,
    Pick<PrintIssue, "id" | "slug" | "title" | "subtitle" | "description" | "volume" | "volume_number"> {
  published_at: string;
  is_current: number;
  formats: string | null;
}

const ISSUE_SELECT = `
  SELECT pi.id, pi.slug, pi.title, pi.subtitle, pi.description, pi.volume, pi.volume_number,
    pi.published_at, pi.is_current,
    (SELECT json_group_array(json_object('format', f.format, 'label', f.label, 'price_cents', f.price_cents, 'instock', f.instock))
       FROM issue_formats f WHERE f.issue_id = pi.id) AS formats,
    ${IMAGE_COLUMNS}
  FROM print_issues pi LEFT JOIN images i ON i.id = pi.cover_image_id`;

function issueFromRow(row: IssueRow): PrintIssue {
  const cover = imageFromColumns(row);
  const formats: PrintIssue["formats"] = {};
  const parsed = row.formats
    ? (JSON.parse(row.formats) as { format: IssueFormat; label: string; price_cents: number; instock: number }[])
    : [];
  for (const f of parsed) {
    formats[f.format] = { instock: f.instock, price: f.price_cents / 100, priceCents: f.price_cents, label: f.label };
  }
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    volume: row.volume,
    volume_number: row.volume_number,
    published: row.published_at,
    publishedText: formatDate(row.published_at),
    isCurrent: row.is_current === 1,
    path: `/print/${row.slug}`,
    purchasePath: `/print/${row.slug}/purchase`,
    primary_image: cover ? { path: cover.path, path_large: cover.path_large } : null,
    cover,
    formats,
    inStock: parsed.some((f) => f.instock > 0),
  };
}

/** The issue flagged current, else the newest published one. */
export async function getCurrentIssue(db: D1Database): Promise<PrintIssue | null> {
  const row = await db
    // The issue marked current, else the newest published: each read from its own index
    // (one ORDER BY over both columns would sort every issue).
    .prepare(
      `${ISSUE_SELECT} WHERE pi.id = coalesce(
         (SELECT id FROM print_issues WHERE is_current = 1 AND published_at <= ?1 LIMIT 1),
         (SELECT id FROM print_issues WHERE published_at <= ?1 ORDER BY published_at DESC LIMIT 1))`,
    )
    .bind(new Date().toISOString())
    .first<IssueRow>();
  return row ? issueFromRow(row) : null;
}

/** Back issues, newest first. The total is kept (storedTotals.ts): counting reads every issue. */
export async function listIssues(db: D1Database, page: PageRequest): Promise<Paged<PrintIssue>> {
  const now = new Date().toISOString();
  const countSql = "SELECT count(*) AS n FROM print_issues WHERE published_at <= ?";
  const total: TotalQuery = { scope: "issues", sql: countSql, binds: [now], key: totalKey(countSql, []) };
  const nowMs = Date.now();
  const [stored, list] = (await db.batch([
    storedTotalStatement(db, total, nowMs),
    db
      .prepare(`${ISSUE_SELECT} WHERE pi.published_at <= ? ORDER BY pi.published_at DESC LIMIT ? OFFSET ?`)
      .bind(now, page.pageSize, offsetOf(page)),
  ])) as [D1Result<{ n: number }>, D1Result<IssueRow>];
  return paged(list.results.map(issueFromRow), await totalFrom(db, total, stored, nowMs), page);
}

export interface IssuePage {
  issue: PrintIssue;
  articles: Article[];
}

/** One issue (by slug) with every article printed in it; null if unknown. */
export async function getIssuePage(db: D1Database, slug: string): Promise<IssuePage | null> {
  const row = await db.prepare(`${ISSUE_SELECT} WHERE pi.slug = ?`).bind(slug).first<IssueRow>();
  if (!row) return null;
  const articles = await listArticleItems(db, { issueId: row.id }, { page: 1, pageSize: 100, order: "oldest" });
  return { issue: issueFromRow(row), articles };
}

/** One issue by slug as the purchase page shows it (formats with price in cents and stock); null if unknown. */
export async function getIssue(db: D1Database, slug: string): Promise<PrintIssue | null> {
  const row = await db.prepare(`${ISSUE_SELECT} WHERE pi.slug = ?`).bind(slug).first<IssueRow>();
  return row ? issueFromRow(row) : null;
}

/** Stock and price in cents of one format of an issue; null when the issue or format does not exist. */
export async function issueFormat(
  db: D1Database,
  issueId: number,
  format: IssueFormat,
): Promise<{ instock: number; priceCents: number } | null> {
  const row = await db
    .prepare("SELECT instock, price_cents FROM issue_formats WHERE issue_id = ? AND format = ?")
    .bind(issueId, format)
    .first<{ instock: number; price_cents: number }>();
  return row ? { instock: row.instock, priceCents: row.price_cents } : null;
}
