import { markExpiredOrderRefunded, payExpiredOrder, unmarkRefunded } from "#workers/db/unpaidOrders";
import type { PaymentProvider } from "./payment";

/**
 * A payment that arrives for an order already released unpaid: the order is
 * paid when its copies can be taken again; when they have sold out, the
 * provider gives the payment back and the order is refunded. Retried or
 * racing answers settle it once: only the answer that marks it refunded
 * asks for the refund. Answers whether this call made the order paid.
 */
export async function settleLatePayment(
  db: D1Database,
  provider: PaymentProvider,
  orderId: number,
  paymentRef: string,
): Promise<boolean> {
  const outcome = await payExpiredOrder(db, orderId, paymentRef);
  if (outcome !== "sold out") return outcome === "paid";
  if (!(await markExpiredOrderRefunded(db, orderId, paymentRef))) return false;
  try {
    await provider.refund(paymentRef);
  } catch (error) {
    // Not refunded: the order waits for the next answer (a retried callback, the reader's return).
    await unmarkRefunded(db, orderId);
    throw error;
  }
  return false;
}
