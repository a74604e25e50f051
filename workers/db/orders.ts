import { formatDate } from "#machines/rules/calendar/dates";
import { formatName } from "#machines/rules/shop/formatName";
import type { OrderView } from "#machines/rules/shop/orderTypes";
import { onlyInStock, type ShippingRegion, shippingCents } from "#machines/rules/shop/shop";
import { restoreOrdersToCarts } from "./orderCart";
import { readCart } from "./shopCart";

/**
 * Orders from the server cart. Placing an order is one
 * db.batch: the order row (idempotency key UNIQUE per reader), its lines, the stock
 * decrement (CHECK instock >= 0 refuses going negative and rolls the whole
 * batch back) and emptying the cart. A double submit or a lost stock race
 * therefore writes nothing. An order that is declined or released unpaid puts
 * its lines back into the cart (orderCart.ts).
 */

export interface OrderAddresses {
  email: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  region: ShippingRegion;
  country: string;
}

export type PlaceResult =
  | { status: "placed" | "existing"; orderId: number }
  | { status: "empty" }
  | { status: "stock"; message: string };

export async function findOrderByKey(db: D1Database, userId: number, key: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT id FROM orders WHERE idempotency_key = ? AND user_id = ?")
    .bind(key, userId)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function placeOrder(
  db: D1Database,
  userId: number,
  key: string,
  addresses: OrderAddresses,
  now: string,
): Promise<PlaceResult> {
  const existing = await findOrderByKey(db, userId, key);
  if (existing) return { status: "existing", orderId: existing };
  const cart = await readCart(db, userId);
  if (cart.lines.length === 0) return { status: "empty" };
  const physical = cart.lines.filter((l) => l.format !== "digital").reduce((n, l) => n + l.quantity, 0);
  const subtotal = cart.lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
  const shipping = shippingCents(physical, addresses.region);
  // Keys are unique per reader: another reader's order with the same key is not this one.
  const orderId = `(SELECT id FROM orders WHERE user_id = ? AND idempotency_key = ?)`;
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, shipping_address, billing_address, created_at)
           VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          userId,
          key,
          subtotal,
          shipping,
          subtotal + shipping,
          addresses.country,
          addresses.email,
          JSON.stringify(addresses.shipping),
          JSON.stringify(addresses.billing),
          now,
        ),
      ...cart.lines.map((l, i) =>
        db
          .prepare(
            `INSERT INTO order_lines (order_id, position, issue_id, format, title, quantity, unit_price_cents) VALUES (${orderId}, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(userId, key, i + 1, l.issueId, l.format, l.title, l.quantity, l.priceCents),
      ),
      // Digital copies are not counted down; print and product stock is, and CHECK (instock >= 0) refuses a negative.
      ...cart.lines
        .filter((l) => l.format !== "digital")
        .map((l) =>
          db
            .prepare("UPDATE issue_formats SET instock = instock - ? WHERE issue_id = ? AND format = ?")
            .bind(l.quantity, l.issueId, l.format),
        ),
      db.prepare("DELETE FROM cart_lines WHERE cart_id = (SELECT id FROM carts WHERE user_id = ?)").bind(userId),
    ]);
  } catch (error) {
    const raced = await findOrderByKey(db, userId, key);
    if (raced) return { status: "existing", orderId: raced };
    if (!/CHECK constraint failed/i.test(String(error))) throw error;
    const short = await firstShortLine(db, cart.lines);
    return { status: "stock", message: onlyInStock(short) };
  }
  const placed = await findOrderByKey(db, userId, key);
  return placed ? { status: "placed", orderId: placed } : { status: "empty" };
}

async function firstShortLine(
  db: D1Database,
  lines: { issueId: number; format: string; quantity: number }[],
): Promise<number> {
  for (const l of lines) {
    const row = await db
      .prepare("SELECT instock FROM issue_formats WHERE issue_id = ? AND format = ?")
      .bind(l.issueId, l.format)
      .first<{ instock: number }>();
    if ((row?.instock ?? 0) < l.quantity) return row?.instock ?? 0;
  }
  return 0;
}

/** One order of its buyer, or null (someone else's order reads as unknown). */
export async function getOrder(db: D1Database, userId: number, id: number): Promise<OrderView | null> {
  const [orderResult, linesResult] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT * FROM orders WHERE id = ? AND user_id = ?").bind(id, userId),
    db
      .prepare(
        `SELECT l.*, f.label AS format_label FROM order_lines l JOIN orders o ON o.id = l.order_id
           LEFT JOIN issue_formats f ON f.issue_id = l.issue_id AND f.format = l.format
          WHERE o.id = ? AND o.user_id = ? ORDER BY l.position`,
      )
      .bind(id, userId),
  ]);
  const o = orderResult?.results[0];
  if (!o) return null;
  return {
    id: Number(o.id),
    status: String(o.status),
    subtotalCents: Number(o.subtotal_cents),
    shippingCents: Number(o.shipping_cents),
    totalCents: Number(o.total_cents),
    country: String(o.country),
    email: String(o.email),
    shipping: JSON.parse(String(o.shipping_address)) as Record<string, string>,
    billing: JSON.parse(String(o.billing_address)) as Record<string, string>,
    paymentRef: o.payment_ref === null ? null : String(o.payment_ref),
    createdAt: String(o.created_at),
    createdText: formatDate(String(o.created_at)),
    lines: (linesResult?.results ?? []).map((l) => ({
      position: Number(l.position),
      title: String(l.title),
      format: formatName(String(l.format), String(l.format_label ?? "")),
      quantity: Number(l.quantity),
      unitPriceCents: Number(l.unit_price_cents),
    })),
  };
}

/**
 * Marks a pending order paid (or failed) once; answers whether this call
 * changed it. A declined payment gives its copies back to the stock and its
 * lines back to the reader's cart.
 */
export async function settleOrder(
  db: D1Database,
  id: number,
  status: "paid" | "failed",
  paymentRef: string,
): Promise<boolean> {
  const results = await db.batch([
    db
      .prepare(
        `UPDATE issue_formats SET instock = instock + (
            SELECT l.quantity FROM order_lines l WHERE l.order_id = ?1 AND l.issue_id = issue_formats.issue_id AND l.format = issue_formats.format)
          WHERE ?2 = 'failed' AND format != 'digital'
            AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'pending')
            AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ?1 AND l.issue_id = issue_formats.issue_id AND l.format = issue_formats.format)`,
      )
      .bind(id, status),
    ...restoreOrdersToCarts(db, "o.id = ?1 AND o.status = 'pending' AND ?2 = 'failed'", [id, status]),
    db
      .prepare("UPDATE orders SET status = ?, payment_ref = ? WHERE id = ? AND status = 'pending'")
      .bind(status, paymentRef, id),
  ]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/** Keeps the hosted payment's reference on a pending order, to check it on return. */
export async function setPaymentRef(db: D1Database, id: number, paymentRef: string): Promise<void> {
  await db.prepare("UPDATE orders SET payment_ref = ? WHERE id = ? AND status = 'pending'").bind(paymentRef, id).run();
}
