import type { Viewer } from "#workers/requestScope";

/**
 * The admin's users screen: search, a user's page, roles and disabling. The
 * role and disable writes that could leave the site without an enabled admin
 * are single conditional statements, so two admins acting at once cannot
 * both remove the last one.
 */

/** An account as the admin lists it: the viewer's fields, and when it was disabled and created. */
export interface AdminUserRow extends Viewer {
  disabledAt: string | null;
  createdAt: string;
}

const USER_COLUMNS = `id, username, email, is_subscriber AS isSubscriber, is_admin AS isAdmin,
  is_artguide_admin AS isArtguideAdmin, disabled_at AS disabledAt, created_at AS createdAt`;

type RawUser = Omit<AdminUserRow, "isSubscriber" | "isAdmin" | "isArtguideAdmin"> & {
  isSubscriber: number;
  isAdmin: number;
  isArtguideAdmin: number;
};

function userOf(row: RawUser): AdminUserRow {
  return {
    ...row,
    isSubscriber: row.isSubscriber === 1,
    isAdmin: row.isAdmin === 1,
    isArtguideAdmin: row.isArtguideAdmin === 1,
  };
}

/** Accounts whose username or e-mail contains `query` (all when empty), newest first, and how many match. */
export async function searchUsers(
  db: D1Database,
  query: string,
  limit: number,
  offset: number,
): Promise<{ users: AdminUserRow[]; total: number }> {
  const where = "WHERE ?1 = '' OR instr(lower(username), lower(?1)) > 0 OR instr(lower(email), lower(?1)) > 0";
  const [list, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`)
      .bind(query, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM users ${where}`).bind(query),
  ]);
  return {
    users: ((list?.results ?? []) as RawUser[]).map(userOf),
    total: Number(count?.results[0]?.total ?? 0),
  };
}

export async function adminUser(db: D1Database, id: number): Promise<AdminUserRow | null> {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?1`).bind(id).first<RawUser>();
  return row ? userOf(row) : null;
}

export interface UserOrderRow {
  id: number;
  createdAt: string;
  status: string;
  totalCents: number;
  currency: string;
}

export interface UserSubscriptionRow {
  id: number;
  planTitle: string;
  status: string;
  priceCents: number;
  currency: string;
  startsAt: string;
  endsAt: string;
  createdAt: string;
}

/** A user's orders, subscriptions, myguide count and live sessions, for their page. */
export async function userActivity(
  db: D1Database,
  id: number,
  now: string,
): Promise<{ orders: UserOrderRow[]; subscriptions: UserSubscriptionRow[]; myguideCount: number; sessions: number }> {
  const [orders, subscriptions, myguide, sessions] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT id, created_at AS createdAt, status, total_cents AS totalCents, currency FROM orders
          WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 50`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT s.id, p.title AS planTitle, s.status, s.price_cents AS priceCents, s.currency, s.starts_at AS startsAt,
                s.ends_at AS endsAt, s.created_at AS createdAt
           FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
          WHERE s.user_id = ?1 ORDER BY s.created_at DESC LIMIT 50`,
      )
      .bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM myguide_entries WHERE user_id = ?1").bind(id),
    db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1 AND expires_at > ?2").bind(id, now),
  ]);
  return {
    orders: (orders?.results ?? []) as unknown as UserOrderRow[],
    subscriptions: (subscriptions?.results ?? []) as unknown as UserSubscriptionRow[],
    myguideCount: Number(myguide?.results[0]?.n ?? 0),
    sessions: Number(sessions?.results[0]?.n ?? 0),
  };
}

/** Enabled admins other than `exceptId`: a write that would take the last one away finds none. */
const OTHER_ENABLED_ADMINS = "(SELECT COUNT(*) FROM users WHERE is_admin = 1 AND disabled_at IS NULL AND id <> ?1)";

/** Gives or takes a role; taking the admin role from the last enabled admin changes nothing and answers false. */
export async function setRole(
  db: D1Database,
  id: number,
  column: "is_admin" | "is_artguide_admin",
  on: boolean,
): Promise<boolean> {
  // The column comes from the fixed union above, never from input.
  const guard = column === "is_admin" && !on ? `AND (disabled_at IS NOT NULL OR ${OTHER_ENABLED_ADMINS} > 0)` : "";
  const result = await db
    .prepare(`UPDATE users SET ${column} = ?2 WHERE id = ?1 ${guard}`)
    .bind(id, on ? 1 : 0)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Disables an account and ends its sessions in one batch; the last enabled
 * admin is never disabled (answers false, nothing changes).
 */
export async function disableUser(db: D1Database, id: number, now: string): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE users SET disabled_at = ?2 WHERE id = ?1 AND disabled_at IS NULL
            AND (is_admin = 0 OR ${OTHER_ENABLED_ADMINS} > 0)`,
      )
      .bind(id, now),
    db
      .prepare(
        "DELETE FROM sessions WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND disabled_at IS NOT NULL)",
      )
      .bind(id),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

export async function enableUser(db: D1Database, id: number): Promise<void> {
  await db.prepare("UPDATE users SET disabled_at = NULL WHERE id = ?1").bind(id).run();
}
