import type { AppContext } from "../context";
import { getOrder, setPaymentRef, settleOrder } from "../db/orders";
import { paymentProvider } from "./payment";

/**
 * Starts paying a placed order and answers where the reader goes next: the
 * confirmation (paid at once by the offline provider) or the hosted payment page.
 */
export async function startPayment(app: AppContext, orderId: number): Promise<string> {
  const confirmation = `/order/${orderId}`;
  if (!app.viewer) return confirmation;
  const order = await getOrder(app.db, app.viewer.id, orderId);
  if (!order || order.status !== "pending") return confirmation;
  const provider = paymentProvider(app.env as { STRIPE_SECRET_KEY?: string });
  const started = await provider.start(
    { id: order.id, totalCents: order.totalCents, email: order.email, description: `Artmagazine order ${order.id}` },
    `${app.config.baseUrl}${confirmation}`,
  );
  if (started.status === "paid") {
    await settleOrder(app.db, order.id, "paid", started.ref);
    return confirmation;
  }
  await setPaymentRef(app.db, order.id, started.ref);
  return started.url;
}

/** On return from a hosted payment page: a pending order whose payment is complete becomes paid. */
export async function confirmPayment(app: AppContext, orderId: number, paymentRef: string | null): Promise<void> {
  if (!paymentRef) return;
  const provider = paymentProvider(app.env as { STRIPE_SECRET_KEY?: string });
  if (await provider.isPaid(paymentRef)) await settleOrder(app.db, orderId, "paid", paymentRef);
}
