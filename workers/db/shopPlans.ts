/** Subscription plans and discount codes: read side of the subscribe page. */

export type Recipient = "individual" | "gift" | "student" | "institution";

export interface PlanRecord {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  flags: number;
  country: string;
  recipient: Recipient;
  termMonths: number;
  digitalOnly: boolean;
  needsBilling: boolean;
}

/** An active discount code; an inactive one is never read out of the table. */
export interface DiscountCode {
  code: string;
  ratePercent: number;
  kind: "general" | "student" | "institution";
}

type Row = Record<string, unknown>;

/** Active plans for a recipient and a plan country (US, CA, INTL); digital plans (country ALL) come too. */
export async function listPlans(db: D1Database, recipient: Recipient, country: string): Promise<PlanRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT id, title, description, price_cents, flags, country, recipient, term_months, digital_only, needs_billing
         FROM subscription_plans
        WHERE is_active = 1 AND recipient = ? AND country IN (?, 'ALL')
        ORDER BY sort_order, price_cents, id`,
    )
    .bind(recipient, country)
    .all<Row>();
  return results.map(planFromRow);
}

function planFromRow(r: Row): PlanRecord {
  return {
    id: String(r.id),
    title: String(r.title),
    description: String(r.description ?? ""),
    priceCents: Number(r.price_cents),
    flags: Number(r.flags),
    country: String(r.country),
    recipient: r.recipient as Recipient,
    termMonths: Number(r.term_months),
    digitalOnly: Number(r.digital_only) === 1,
    needsBilling: Number(r.needs_billing) === 1,
  };
}

/** One active plan by id (the subscribe form's order_term). */
export async function getPlan(db: D1Database, id: string): Promise<PlanRecord | null> {
  const row = await db
    .prepare(
      "SELECT id, title, description, price_cents, flags, country, recipient, term_months, digital_only, needs_billing FROM subscription_plans WHERE id = ? AND is_active = 1",
    )
    .bind(id)
    .first<Row>();
  return row ? planFromRow(row) : null;
}

/** An active code by its name (any case); an inactive code is not found, exactly like an unknown one. */
export async function findActiveDiscountCode(db: D1Database, code: string): Promise<DiscountCode | null> {
  const row = await db
    .prepare("SELECT code, rate_percent, kind FROM discount_codes WHERE code = ? AND is_active = 1")
    .bind(code.trim())
    .first<Row>();
  return row
    ? {
        code: String(row.code),
        ratePercent: Number(row.rate_percent),
        kind: row.kind as DiscountCode["kind"],
      }
    : null;
}
