import type { PlanRecord } from "./shopPlans";

/**
 * Subscription orders (spec 1 §7 subscription rows). One batch writes the
 * subscription (its idempotency key is UNIQUE, so a double submit writes one)
 * and, for the reader's own subscription, the account's subscriber flag.
 */

export interface NewSubscription {
  userId: number;
  key: string;
  plan: PlanRecord;
  priceCents: number;
  discountCode: string | null;
  shipToCountry: string;
  billingCountry: string;
  gift: { email: string; message: string; from: string } | null;
  now: Date;
}

/** Writes the subscription once per key; answers its id. */
export async function createSubscription(db: D1Database, s: NewSubscription): Promise<number> {
  const ends = new Date(s.now);
  ends.setUTCMonth(ends.getUTCMonth() + s.plan.termMonths);
  await db.batch([
    db
      .prepare(
        `INSERT INTO subscriptions (user_id, plan_id, flags, price_cents, discount_code, ship_to_country, billing_country, gift_email, gift_message, gift_from,
                                    status, idempotency_key, starts_at, ends_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        s.userId,
        s.plan.id,
        s.plan.flags,
        s.priceCents,
        s.discountCode,
        s.shipToCountry,
        s.billingCountry,
        s.gift?.email ?? null,
        s.gift?.message ?? null,
        s.gift?.from ?? null,
        s.key,
        s.now.toISOString(),
        ends.toISOString(),
        s.now.toISOString(),
      ),
    // A gift makes someone else the subscriber; the reader's own subscription flags the account.
    db.prepare("UPDATE users SET is_subscriber = 1 WHERE id = ? AND ? = 0").bind(s.userId, s.gift ? 1 : 0),
  ]);
  const row = await db.prepare("SELECT id FROM subscriptions WHERE idempotency_key = ? AND user_id = ?").bind(s.key, s.userId).first<{ id: number }>();
  return row?.id ?? 0;
}
