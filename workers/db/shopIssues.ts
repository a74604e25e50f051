import type { IssueFormat } from "../../machines/rules/shop";

/** Print issues as the shop sells them: cover and the formats object (spec 1 §3 "Issue formats object"). */

export interface IssueFormatInfo {
  instock: number;
  price: number; // cents
  label: string;
}

export interface ShopIssue {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  volume: number;
  volume_number: number;
  published_at: string;
  path: string;
  path_purchase: string;
  primary_image: { path: string; path_large: string; width: number; height: number } | null;
  formats: Partial<Record<IssueFormat, IssueFormatInfo>>;
}

type Row = Record<string, unknown>;

export async function getShopIssue(db: D1Database, slug: string): Promise<ShopIssue | null> {
  const row = await db
    .prepare(
      `SELECT pi.id, pi.slug, pi.title, pi.subtitle, pi.description, pi.volume, pi.volume_number, pi.published_at,
              i.path AS img_path, i.path_large AS img_path_large, i.width AS img_width, i.height AS img_height,
              (SELECT json_group_array(json_object('format', f.format, 'label', f.label, 'price', f.price_cents, 'instock', f.instock))
                 FROM issue_formats f WHERE f.issue_id = pi.id) AS formats
         FROM print_issues pi LEFT JOIN images i ON i.id = pi.cover_image_id
        WHERE pi.slug = ?`,
    )
    .bind(slug)
    .first<Row>();
  if (!row) return null;
  const formats: ShopIssue["formats"] = {};
  for (const f of JSON.parse(String(row.formats ?? "[]")) as { format: IssueFormat; label: string; price: number; instock: number }[]) {
    formats[f.format] = { instock: f.instock, price: f.price, label: f.label };
  }
  const issueSlug = String(row.slug);
  return {
    id: Number(row.id),
    slug: issueSlug,
    title: String(row.title),
    subtitle: String(row.subtitle ?? ""),
    description: String(row.description ?? ""),
    volume: Number(row.volume),
    volume_number: Number(row.volume_number),
    published_at: String(row.published_at),
    path: `/print/${issueSlug}`,
    path_purchase: `/print/${issueSlug}/purchase`,
    primary_image: row.img_path
      ? { path: String(row.img_path), path_large: String(row.img_path_large), width: Number(row.img_width), height: Number(row.img_height) }
      : null,
    formats,
  };
}

/** Stock and price of one format of an issue, or null when the issue or format does not exist. */
export async function issueFormat(db: D1Database, issueId: number, format: IssueFormat): Promise<(IssueFormatInfo & { title: string }) | null> {
  const row = await db
    .prepare(
      `SELECT f.instock, f.price_cents, f.label, pi.title FROM issue_formats f JOIN print_issues pi ON pi.id = f.issue_id
        WHERE f.issue_id = ? AND f.format = ?`,
    )
    .bind(issueId, format)
    .first<{ instock: number; price_cents: number; label: string; title: string }>();
  return row ? { instock: row.instock, price: row.price_cents, label: row.label, title: row.title } : null;
}
