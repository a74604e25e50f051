import { restoreOrdersToCarts, takeOrderFromCart } from "./orderCart";

/**
 * The copies an unpaid order holds. Placing an order takes them from the
 * stock; an order still pending at the cutoff gives them back and becomes
 * 'expired' and puts its lines back into the reader's cart. A payment that
 * arrives later takes them again (and the lines out of the cart), or, when
 * they have sold out meanwhile, the order becomes 'refunded'. Each step is one
 * batch whose statements are all guarded by the order's status, so a
 * payment racing the release changes the stock once.
 */

/** The stock rows an order's physical lines count against ('digital' copies are not counted). */
const STOCK_OF_LINE = "l.issue_id = issue_formats.issue_id AND l.format = issue_formats.format";

/**
 * Gives back the copies of every order still pending since before `cutoff`
 * (an ISO instant on the app's clock), puts their lines back into their
 * readers' carts and marks them 'expired'; answers how many were released.
 */
export async function releaseOrdersPendingSince(db: D1Database, cutoff: string): Promise<number> {
  // Most runs find nothing: one look through the pending orders' index spares the batch.
  const any = await db
    .prepare("SELECT 1 FROM orders WHERE status = 'pending' AND created_at < ?1 LIMIT 1")
    .bind(cutoff)
    .first();
  if (!any) return 0;
  const stale = "SELECT id FROM orders WHERE status = 'pending' AND created_at < ?1";
  const results = await db.batch([
    db
      .prepare(
        `UPDATE issue_formats SET instock = instock + (
            SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id IN (${stale}) AND ${STOCK_OF_LINE})
          WHERE format != 'digital'
            AND (issue_id, format) IN (SELECT l.issue_id, l.format FROM order_lines l WHERE l.order_id IN (${stale}))`,
      )
      .bind(cutoff),
    ...restoreOrdersToCarts(db, "o.status = 'pending' AND o.created_at < ?1", [cutoff]),
    db.prepare("UPDATE orders SET status = 'expired' WHERE status = 'pending' AND created_at < ?1").bind(cutoff),
  ]);
  return results.at(-1)?.meta.changes ?? 0;
}

type LatePaymentOutcome = "paid" | "sold out" | "not expired";

/**
 * A payment for an expired order: its copies are taken again, its lines
 * leave the reader's cart and it is paid, in one batch. CHECK (instock >= 0)
 * refuses the batch when any line has too few copies left ('sold out'); an
 * order that is no longer expired (paid or refunded by an earlier answer) is
 * left as it is.
 */
export async function payExpiredOrder(db: D1Database, id: number, paymentRef: string): Promise<LatePaymentOutcome> {
  try {
    const results = await db.batch([
      db
        .prepare(
          `UPDATE issue_formats SET instock = instock - (
              SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = ?1 AND ${STOCK_OF_LINE})
            WHERE format != 'digital'
              AND (issue_id, format) IN (
                SELECT l.issue_id, l.format FROM order_lines l JOIN orders o ON o.id = l.order_id
                 WHERE o.id = ?1 AND o.status = 'expired')`,
        )
        .bind(id),
      ...takeOrderFromCart(db, "o.status = 'expired'", id),
      db
        .prepare("UPDATE orders SET status = 'paid', payment_ref = ?2 WHERE id = ?1 AND status = 'expired'")
        .bind(id, paymentRef),
    ]);
    return (results.at(-1)?.meta.changes ?? 0) > 0 ? "paid" : "not expired";
  } catch (error) {
    if (!/CHECK constraint failed/i.test(String(error))) throw error;
    return "sold out";
  }
}

/** Marks an expired order refunded; answers whether this call did, so only one answer refunds. */
export async function markExpiredOrderRefunded(db: D1Database, id: number, paymentRef: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE orders SET status = 'refunded', payment_ref = ?2 WHERE id = ?1 AND status = 'expired'")
    .bind(id, paymentRef)
    .run();
  return result.meta.changes > 0;
}

/** A refund the provider did not take: the order is expired again, so the next answer for it refunds. */
export async function unmarkRefunded(db: D1Database, id: number): Promise<void> {
  await db.prepare("UPDATE orders SET status = 'expired' WHERE id = ?1 AND status = 'refunded'").bind(id).run();
}

/** Whether every physical line of an order could be bought again now: each has its quantity in stock. */
export async function orderStillInStock(db: D1Database, id: number): Promise<boolean> {
  const short = await db
    .prepare(
      `SELECT 1 FROM order_lines l LEFT JOIN issue_formats f ON f.issue_id = l.issue_id AND f.format = l.format
        WHERE l.order_id = ?1 AND l.format != 'digital' AND COALESCE(f.instock, 0) < l.quantity LIMIT 1`,
    )
    .bind(id)
    .first();
  return !short;
}
