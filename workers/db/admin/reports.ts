/**
 * The admin's reports: invoices (orders and subscriptions as one list),
 * registrations per day and active subscriptions per delivery place. Dates
 * are compared as ISO text, so the created_at indexes serve the ranges.
 */

export interface InvoiceFilter {
  /** First day included, 'YYYY-MM-DD'. */
  from: string;
  /** Last day included, 'YYYY-MM-DD'. */
  to: string;
  kind: "order" | "subscription" | null;
  status: string | null;
}

export interface InvoiceRow {
  kind: "order" | "subscription";
  id: number;
  createdAt: string;
  status: string;
  amountCents: number;
  currency: string;
  email: string;
  username: string;
  userId: number | null;
  country: string;
  description: string;
}

/** ?1 first day, ?2 day after the last, ?3 kind or null, ?4 status or null. */
const INVOICES = `
  SELECT 'order' AS kind, o.id, o.created_at AS createdAt, o.status, o.total_cents AS amountCents, o.currency,
         o.email, COALESCE(u.username, '') AS username, o.user_id AS userId, o.country,
         COALESCE((SELECT group_concat(l.title || ' × ' || l.quantity, '; ') FROM order_lines l WHERE l.order_id = o.id), '') AS description
    FROM orders o LEFT JOIN users u ON u.id = o.user_id
   WHERE o.created_at >= ?1 AND o.created_at < ?2 AND (?3 IS NULL OR ?3 = 'order') AND (?4 IS NULL OR o.status = ?4)
  UNION ALL
  SELECT 'subscription', s.id, s.created_at, s.status, s.price_cents, s.currency,
         u.email, u.username, s.user_id, s.ship_to_country, p.title
    FROM subscriptions s JOIN users u ON u.id = s.user_id JOIN subscription_plans p ON p.id = s.plan_id
   WHERE s.created_at >= ?1 AND s.created_at < ?2 AND (?3 IS NULL OR ?3 = 'subscription') AND (?4 IS NULL OR s.status = ?4)`;

function binds(filter: InvoiceFilter, dayAfterTo: string): unknown[] {
  return [filter.from, dayAfterTo, filter.kind, filter.status];
}

/** One page of invoices, newest first. */
export async function listInvoices(
  db: D1Database,
  filter: InvoiceFilter,
  dayAfterTo: string,
  limit: number,
  offset: number,
): Promise<InvoiceRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM (${INVOICES}) ORDER BY createdAt DESC, kind, id DESC LIMIT ?5 OFFSET ?6`)
    .bind(...binds(filter, dayAfterTo), limit, offset)
    .all<InvoiceRow>();
  return results;
}

export interface InvoiceSum {
  kind: string;
  currency: string;
  amountCents: number;
  count: number;
}

/** Sums and counts of every invoice the filter selects, per kind and currency. */
export async function sumInvoices(db: D1Database, filter: InvoiceFilter, dayAfterTo: string): Promise<InvoiceSum[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, currency, SUM(amountCents) AS amountCents, COUNT(*) AS count FROM (${INVOICES}) GROUP BY kind, currency`,
    )
    .bind(...binds(filter, dayAfterTo))
    .all<InvoiceSum>();
  return results;
}

/** Registrations per day over a range of days (empty days absent). */
export async function registrationsPerDay(
  db: D1Database,
  from: string,
  dayAfterTo: string,
): Promise<{ day: string; count: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS count FROM users
        WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day ORDER BY day`,
    )
    .bind(from, dayAfterTo)
    .all<{ day: string; count: number }>();
  return results;
}

export interface PlaceCount {
  country: string;
  region: string | null;
  count: number;
}

/** Active subscriptions (paid and running at `now`) per delivery country and state or province. */
export async function activeSubscribersByPlace(db: D1Database, now: string): Promise<PlaceCount[]> {
  const { results } = await db
    .prepare(
      `SELECT ship_to_country AS country, ship_to_region AS region, COUNT(*) AS count FROM subscriptions
        WHERE status = 'active' AND ends_at > ?1 GROUP BY country, region ORDER BY count DESC, country, region`,
    )
    .bind(now)
    .all<PlaceCount>();
  return results;
}

/** Whose an order is: its buyer's id, or null when there is no such order (or its buyer's account is gone). */
export async function orderOwner(db: D1Database, orderId: number): Promise<number | null> {
  const row = await db
    .prepare("SELECT user_id FROM orders WHERE id = ?1")
    .bind(orderId)
    .first<{ user_id: number | null }>();
  return row?.user_id ?? null;
}

export interface AdminSubscriptionInvoice {
  id: number;
  userId: number;
  username: string;
  email: string;
  planId: string;
  planTitle: string;
  status: string;
  priceCents: number;
  currency: string;
  discountCode: string | null;
  shipToCountry: string;
  shipToRegion: string | null;
  billingCountry: string;
  giftEmail: string | null;
  startsAt: string;
  endsAt: string;
  createdAt: string;
}

/** Any reader's subscription, for its invoice in the admin. */
export async function subscriptionInvoice(db: D1Database, id: number): Promise<AdminSubscriptionInvoice | null> {
  return db
    .prepare(
      `SELECT s.id, s.user_id AS userId, u.username, u.email, s.plan_id AS planId, p.title AS planTitle, s.status,
              s.price_cents AS priceCents, s.currency, s.discount_code AS discountCode, s.ship_to_country AS shipToCountry,
              s.ship_to_region AS shipToRegion, s.billing_country AS billingCountry, s.gift_email AS giftEmail,
              s.starts_at AS startsAt, s.ends_at AS endsAt, s.created_at AS createdAt
         FROM subscriptions s JOIN users u ON u.id = s.user_id JOIN subscription_plans p ON p.id = s.plan_id
        WHERE s.id = ?1`,
    )
    .bind(id)
    .first<AdminSubscriptionInvoice>();
}
