import { formatDate } from "#machines/rules/calendar/dates";
import type { SubscriptionForMail } from "#machines/rules/shop/confirmationMails";
import type { PlanRecord } from "./shopPlans";

/**
 * Subscription orders. The subscription is
 * written pending once per reader and idempotency key (UNIQUE together, so a
 * double submit writes one, and another reader's key is a new subscription); its payment makes it active and, for the reader's own subscription
 * (not a gift), sets the account's subscriber flag in the same batch.
 */

export interface NewSubscription {
  userId: number;
  key: string;
  plan: PlanRecord;
  priceCents: number;
  discountCode: string | null;
  shipToCountry: string;
  /** The delivery address's US state or Canadian province code, when it names one. */
  shipToRegion: string | null;
  billingCountry: string;
  /** Where the issues go (the shop's address schema); null for a digital plan, which sends none. */
  deliveryAddress: Record<string, string> | null;
  gift: { email: string; message: string; from: string } | null;
  now: Date;
}

/** Writes the pending subscription once per key; answers its id. */
export async function createSubscription(db: D1Database, s: NewSubscription): Promise<number> {
  const ends = new Date(s.now);
  ends.setUTCMonth(ends.getUTCMonth() + s.plan.termMonths);
  await db
    .prepare(
      `INSERT INTO subscriptions (user_id, plan_id, flags, price_cents, discount_code, ship_to_country, ship_to_region, billing_country, delivery_address, gift_email, gift_message,
                                    gift_from, status, idempotency_key, starts_at, ends_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
    )
    .bind(
      s.userId,
      s.plan.id,
      s.plan.flags,
      s.priceCents,
      s.discountCode,
      s.shipToCountry,
      s.shipToRegion,
      s.billingCountry,
      s.deliveryAddress ? JSON.stringify(s.deliveryAddress) : null,
      s.gift?.email ?? null,
      s.gift?.message ?? null,
      s.gift?.from ?? null,
      s.key,
      s.now.toISOString(),
      ends.toISOString(),
      s.now.toISOString(),
    )
    .run();
  const row = await db
    .prepare("SELECT id FROM subscriptions WHERE idempotency_key = ? AND user_id = ?")
    .bind(s.key, s.userId)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

export interface SubscriptionView {
  id: number;
  status: string;
  planId: string;
  planTitle: string;
  priceCents: number;
  discountCode: string | null;
  giftEmail: string | null;
  paymentRef: string | null;
  startsAt: string;
  endsAt: string;
  /** "November 26, 2027", written here so the page carries no date code. */
  endsText: string;
}

/** One subscription of its buyer, or null (someone else's reads as unknown). */
export async function getSubscription(db: D1Database, userId: number, id: number): Promise<SubscriptionView | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.status, s.plan_id, p.title, s.price_cents, s.discount_code, s.gift_email, s.payment_ref, s.starts_at, s.ends_at
         FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
        WHERE s.id = ? AND s.user_id = ?`,
    )
    .bind(id, userId)
    .first<Record<string, unknown>>();
  if (!row) return null;
  return {
    id: Number(row.id),
    status: String(row.status),
    planId: String(row.plan_id),
    planTitle: String(row.title),
    priceCents: Number(row.price_cents),
    discountCode: row.discount_code === null ? null : String(row.discount_code),
    giftEmail: row.gift_email === null ? null : String(row.gift_email),
    paymentRef: row.payment_ref === null ? null : String(row.payment_ref),
    startsAt: String(row.starts_at),
    endsAt: String(row.ends_at),
    endsText: formatDate(String(row.ends_at)),
  };
}

/** Keeps the hosted payment's reference on a pending subscription, to check it on return. */
export async function setSubscriptionPaymentRef(db: D1Database, id: number, paymentRef: string): Promise<void> {
  await db
    .prepare("UPDATE subscriptions SET payment_ref = ? WHERE id = ? AND status = 'pending'")
    .bind(paymentRef, id)
    .run();
}

/** What a subscription's confirmation mails say: its buyer, plan, term and gift. */
export async function getSubscriptionForMail(db: D1Database, id: number): Promise<SubscriptionForMail | null> {
  const row = await db
    .prepare(
      `SELECT s.id, u.email, u.username, p.title, s.price_cents, s.discount_code, s.ends_at, s.gift_email, s.gift_message, s.gift_from
         FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id JOIN users u ON u.id = s.user_id
        WHERE s.id = ?`,
    )
    .bind(id)
    .first<Record<string, unknown>>();
  if (!row) return null;
  return {
    id: Number(row.id),
    buyerEmail: String(row.email),
    buyerName: String(row.username),
    planTitle: String(row.title),
    priceCents: Number(row.price_cents),
    discountCode: row.discount_code === null ? null : String(row.discount_code),
    endsText: formatDate(String(row.ends_at)),
    gift:
      row.gift_email === null
        ? null
        : { email: String(row.gift_email), message: String(row.gift_message ?? ""), from: String(row.gift_from ?? "") },
  };
}

/**
 * Settles a pending subscription once; answers whether this call changed it.
 * Paid, it becomes active and (unless a gift: someone else is then the
 * subscriber) flags its reader as a subscriber.
 */
export async function settleSubscription(
  db: D1Database,
  id: number,
  status: "active" | "failed",
  paymentRef: string,
): Promise<boolean> {
  const [, settled] = await db.batch([
    db
      .prepare(
        `UPDATE users SET is_subscriber = 1
          WHERE id = (SELECT user_id FROM subscriptions WHERE id = ?1 AND status = 'pending' AND gift_email IS NULL AND ?2 = 'active')`,
      )
      .bind(id, status),
    db
      .prepare("UPDATE subscriptions SET status = ?, payment_ref = ? WHERE id = ? AND status = 'pending'")
      .bind(status, paymentRef, id),
  ]);
  return (settled?.meta.changes ?? 0) > 0;
}

/** One of the reader's own running subscriptions (paid, not a gift, not past its end) as its profile forms change it. */
export interface ChangeableSubscription {
  id: number;
  planCountry: string;
  digitalOnly: boolean;
  endsAt: string;
}

/** The condition a profile change holds to: the reader's own paid subscription, not a gift, still running. */
const RUNNING_OWN = "id = ? AND user_id = ? AND status = 'active' AND gift_email IS NULL AND ends_at > ?";

export async function findChangeableSubscription(
  db: D1Database,
  userId: number,
  id: number,
  now: Date,
): Promise<ChangeableSubscription | null> {
  const row = await db
    .prepare(
      `SELECT s.id, p.country, p.digital_only, s.ends_at FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
        WHERE s.id IN (SELECT id FROM subscriptions WHERE ${RUNNING_OWN})`,
    )
    .bind(id, userId, now.toISOString())
    .first<{ id: number; country: string; digital_only: number; ends_at: string }>();
  return row
    ? { id: row.id, planCountry: row.country, digitalOnly: row.digital_only === 1, endsAt: row.ends_at }
    : null;
}

/** Sets whether the subscription renews at its end, by value: a retried post leaves it as the first one did. */
export async function setAutoRenew(db: D1Database, userId: number, id: number, renew: boolean, now: Date) {
  const result = await db
    .prepare(`UPDATE subscriptions SET auto_renew = ? WHERE ${RUNNING_OWN}`)
    .bind(renew ? 1 : 0, id, userId, now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/**
 * Sends the subscription's next issues to a new address; the country and region the reports read follow it.
 * Set by value, so a retried post writes the same row again.
 */
export async function setDeliveryAddress(
  db: D1Database,
  userId: number,
  id: number,
  delivery: { address: Record<string, string>; country: string; region: string | null },
  now: Date,
) {
  const result = await db
    .prepare(
      `UPDATE subscriptions SET delivery_address = ?, ship_to_country = ?, ship_to_region = ? WHERE ${RUNNING_OWN}`,
    )
    .bind(JSON.stringify(delivery.address), delivery.country, delivery.region, id, userId, now.toISOString())
    .run();
  return result.meta.changes > 0;
}
