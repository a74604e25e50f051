/** Ads of every size, read for a site section at the current time. */

import type { Ad, AdKind, AdSize } from "#machines/rules/magazine/adTypes";

/** An ad as stored: the same columns, issue_id in snake case. */
type AdRow = Omit<Ad, "issueId"> & { issue_id: number | null };

function adFromRow(row: AdRow): Ad {
  const { issue_id, ...rest } = row;
  return { ...rest, issueId: issue_id };
}

export const BANNER_SIZES: readonly AdSize[] = ["970", "750", "750B", "750C"];

export interface AdQuery {
  sizes?: readonly AdSize[];
  kind: AdKind;
  /** Site section; ads for section 'all' always match. */
  section?: string;
  excludeIds?: readonly number[];
  limit?: number;
  /** Random order (rotation); otherwise weight, then id. */
  shuffle?: boolean;
}

/** Active ads running now for a section. */
export async function listAds(db: D1Database, query: AdQuery): Promise<Ad[]> {
  const now = new Date().toISOString();
  const parts = ["kind = ?", "is_active = 1", "starts_at <= ?", "ends_at > ?"];
  const binds: unknown[] = [query.kind, now, now];
  if (query.sizes && query.sizes.length > 0) {
    parts.push(`size IN (${query.sizes.map(() => "?").join(", ")})`);
    binds.push(...query.sizes);
  }
  if (query.section !== undefined) {
    parts.push("section IN ('all', ?)");
    binds.push(query.section);
  }
  if (query.excludeIds && query.excludeIds.length > 0) {
    parts.push(`id NOT IN (${query.excludeIds.map(() => "?").join(", ")})`);
    binds.push(...query.excludeIds);
  }
  const order = query.shuffle ? "random()" : "weight DESC, id ASC";
  const { results } = await db
    .prepare(
      `SELECT id, size, kind, section, name, src, url, width, height, frequency, weight, issue_id
       FROM ads WHERE ${parts.join(" AND ")} ORDER BY ${order} LIMIT ?`,
    )
    .bind(...binds, query.limit ?? 100)
    .all<AdRow>();
  return results.map(adFromRow);
}
