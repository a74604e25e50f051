import * as v from "valibot";
import { type AppContext, ownViewer } from "#workers/context";
import { getOrder, setPaymentRef, settleOrder } from "#workers/db/orders";
import { getSubscription, setSubscriptionPaymentRef, settleSubscription } from "#workers/db/subscriptions";
import { sendOrderConfirmation, sendSubscriptionConfirmation } from "./confirmationMail";
import { settleLatePayment } from "./latePayment";
import {
  type PaymentProvider,
  type PaymentTarget,
  paymentProvider,
  paymentTarget,
  sandboxProvider,
  verifyOutcome,
} from "./payment";

/**
 * Paying for a placed order or a subscription through the payment interface.
 * Both start the same way (the provider's hosted page) and end the same way:
 * the sandbox's signed callback, or on return from Stripe a check that the
 * session is paid. A subscription that is not a gift makes its reader a subscriber once paid.
 * An order released unpaid (status 'expired') may still be paid: see settleLatePayment.
 * The answer that makes a purchase paid sends its confirmation mail (confirmationMail.ts), once.
 */

/** Where the reader sees the purchase once the payment is done. */
export function confirmationPath(target: PaymentTarget): string {
  return target.kind === "order" ? `/order/${target.id}` : `/subscription/${target.id}`;
}

/** The statuses of a purchase whose payment may still come. */
const AWAITING_PAYMENT: readonly string[] = ["pending", "expired"];

/** The amount of one of the reader's purchases while its status is one of `statuses`, or null. */
async function amountDue(
  app: AppContext,
  target: PaymentTarget,
  statuses: readonly string[] = ["pending"],
): Promise<{ totalCents: number; description: string } | null> {
  const viewer = ownViewer(app);
  if (!viewer) return null;
  if (target.kind === "order") {
    const order = await getOrder(app.db, viewer.id, target.id);
    return order && statuses.includes(order.status)
      ? { totalCents: order.totalCents, description: `Artmagazine order ${order.id}` }
      : null;
  }
  const subscription = await getSubscription(app.db, viewer.id, target.id);
  return subscription && statuses.includes(subscription.status)
    ? { totalCents: subscription.priceCents, description: `Artmagazine subscription: ${subscription.planTitle}` }
    : null;
}

/**
 * What the sandbox page shows: the amount of one of the reader's purchases awaiting payment, or
 * null. Like a provider's hosted page it stays open after the shop released the order unpaid.
 */
export async function sandboxPayment(app: AppContext, ref: string) {
  const target = paymentTarget(ref);
  const amount = target ? await amountDue(app, target, AWAITING_PAYMENT) : null;
  return target && amount ? { target, ...amount } : null;
}

/** Starts paying; answers where the reader goes next (the hosted page, or the confirmation when nothing is due). */
export async function startPayment(app: AppContext, target: PaymentTarget): Promise<string> {
  const viewer = ownViewer(app);
  const amount = await amountDue(app, target);
  if (!viewer || !amount) return confirmationPath(target);
  const ref = `${target.kind}-${target.id}`;
  const started = await paymentProvider(app.env as { STRIPE_SECRET_KEY?: string }).start(
    { ref, totalCents: amount.totalCents, email: viewer.email, description: amount.description },
    `${app.config.baseUrl}${confirmationPath(target)}`,
  );
  if (target.kind === "order") await setPaymentRef(app.db, target.id, started.ref);
  else await setSubscriptionPaymentRef(app.db, target.id, started.ref);
  return started.url;
}

/** Settles a purchase once; a payment for an order already released unpaid settles late (`provider` refunds it). */
async function settle(
  app: AppContext,
  target: PaymentTarget,
  status: "paid" | "failed",
  paymentRef: string,
  provider: PaymentProvider,
): Promise<void> {
  if (target.kind === "subscription") {
    const settled = await settleSubscription(app.db, target.id, status === "paid" ? "active" : "failed", paymentRef);
    if (settled && status === "paid") await sendSubscriptionConfirmation(app, target.id);
    return;
  }
  const settled = await settleOrder(app.db, target.id, status, paymentRef);
  // A declined answer for a released order has nothing left to give back.
  const paidNow = settled
    ? status === "paid"
    : status === "paid" && (await settleLatePayment(app.db, provider, target.id, paymentRef));
  if (paidNow) await sendOrderConfirmation(app, target.id);
}

/** The sandbox's signed answer; false when the signature or the reference is not good. */
export async function settleFromCallback(
  app: AppContext,
  ref: string,
  outcome: string,
  signature: string,
): Promise<PaymentTarget | null> {
  const target = paymentTarget(ref);
  if (!target || !(await verifyOutcome(ref, outcome, signature, app.config.paymentSandboxSecret))) return null;
  await settle(app, target, outcome === "approved" ? "paid" : "failed", `sandbox_${ref}`, sandboxProvider);
  return target;
}

/** On return from a hosted payment page: a pending purchase whose payment is complete becomes paid. */
export async function confirmPayment(app: AppContext, target: PaymentTarget, paymentRef: string | null): Promise<void> {
  if (!paymentRef) return;
  const provider = paymentProvider(app.env as { STRIPE_SECRET_KEY?: string });
  if (await provider.isPaid(paymentRef)) await settle(app, target, "paid", paymentRef, provider);
}

const PurchaseId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/**
 * The reader's own order or subscription named by the address, its awaited
 * payment confirmed first (the reader may come back from the payment page
 * before the callback, or after the order was released); null when the id
 * is malformed or not theirs.
 */
async function ownPurchase<T extends { status: string; paymentRef: string | null }>(
  app: AppContext,
  kind: PaymentTarget["kind"],
  idParam: string,
  read: (db: D1Database, userId: number, id: number) => Promise<T | null>,
): Promise<T | null> {
  const parsed = v.safeParse(PurchaseId, idParam);
  const viewer = ownViewer(app);
  if (!viewer || !parsed.success) return null;
  const id = parsed.output;
  const purchase = await read(app.db, viewer.id, id);
  if (!purchase || !AWAITING_PAYMENT.includes(purchase.status)) return purchase;
  await confirmPayment(app, { kind, id }, purchase.paymentRef);
  return read(app.db, viewer.id, id);
}

export const ownOrder = (app: AppContext, idParam: string) => ownPurchase(app, "order", idParam, getOrder);
export const ownSubscription = (app: AppContext, idParam: string) =>
  ownPurchase(app, "subscription", idParam, getSubscription);
