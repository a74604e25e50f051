import type { MemberStatus } from "#machines/rules/admin/adminGuide";
import type { VenueMatch } from "#machines/rules/admin/adminGuideTypes";
import { findVenuesNotIn } from "#workers/db/venueNameSearch";

/** Venues taking part through "become a member": their membership status and renewal date. */

export interface MemberRow {
  venue_id: number;
  status: MemberStatus;
  renewal_date: string | null;
  name: string;
  place: string;
}

const SELECT = `SELECT m.venue_id, m.status, m.renewal_date, v.name, p.place FROM guide_members m
  JOIN venues v ON v.id = m.venue_id JOIN places p ON p.place_url = v.place_url`;

/** One page of members, soonest renewal first (none last), of one status or all; and how many. */
export async function listMembers(
  db: D1Database,
  status: MemberStatus | "all",
  page: number,
  size: number,
): Promise<{ items: MemberRow[]; total: number }> {
  const offset = (page - 1) * size;
  const order = "ORDER BY m.renewal_date IS NULL, m.renewal_date, m.venue_id LIMIT ? OFFSET ?";
  const [items, count] =
    status === "all"
      ? await db.batch([
          db.prepare(`${SELECT} ${order}`).bind(size, offset),
          db.prepare("SELECT COUNT(*) AS n FROM guide_members"),
        ])
      : await db.batch([
          db.prepare(`${SELECT} WHERE m.status = ? ${order}`).bind(status, size, offset),
          db.prepare("SELECT COUNT(*) AS n FROM guide_members WHERE status = ?").bind(status),
        ]);
  return { items: items!.results as MemberRow[], total: Number((count!.results[0] as { n: number }).n) };
}

/** Changes a membership; false when the venue is no member. */
export async function updateMember(
  db: D1Database,
  venueId: number,
  status: MemberStatus,
  renewalDate: string | null,
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE guide_members SET status = ?, renewal_date = ? WHERE venue_id = ?")
    .bind(status, renewalDate, venueId)
    .run();
  return result.meta.changes > 0;
}

/** Makes a venue a pending member: "missing" when there is no such venue, "exists" when it is one already. */
export async function insertMember(db: D1Database, venueId: number): Promise<"ok" | "missing" | "exists"> {
  const result = await db
    .prepare(
      `INSERT INTO guide_members (venue_id, status) SELECT id, 'pending' FROM venues WHERE id = ?
       ON CONFLICT (venue_id) DO NOTHING`,
    )
    .bind(venueId)
    .run();
  if (result.meta.changes > 0) return "ok";
  const member = await db.prepare("SELECT 1 AS yes FROM guide_members WHERE venue_id = ?").bind(venueId).first();
  return member ? "exists" : "missing";
}

/** Venues not yet members whose name contains `query`, for the "add a member" search. */
export function findVenuesNotMembers(db: D1Database, query: string): Promise<VenueMatch[]> {
  return findVenuesNotIn(db, "guide_members", query);
}
