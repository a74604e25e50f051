import * as v from "valibot";
import { type AppContext, ownViewer } from "#workers/context";
import { getOrder, setPaymentRef, settleOrder } from "#workers/db/orders";
import { getSubscription, setSubscriptionPaymentRef, settleSubscription } from "#workers/db/subscriptions";
import { type PaymentTarget, paymentProvider, paymentTarget, verifyOutcome } from "./payment";

/**
 * Paying for a placed order or a subscription through the payment interface.
 * Both start the same way (the provider's hosted page) and end the same way:
 * the sandbox's signed callback, or on return from Stripe a check that the
 * session is paid. A subscription that is not a gift makes its reader a subscriber once paid.
 */

/** Where the reader sees the purchase once the payment is done. */
export function confirmationPath(target: PaymentTarget): string {
  return target.kind === "order" ? `/order/${target.id}` : `/subscription/${target.id}`;
}

async function pendingAmount(
  app: AppContext,
  target: PaymentTarget,
): Promise<{ totalCents: number; description: string } | null> {
  const viewer = ownViewer(app);
  if (!viewer) return null;
  if (target.kind === "order") {
    const order = await getOrder(app.db, viewer.id, target.id);
    return order?.status === "pending"
      ? { totalCents: order.totalCents, description: `Artmagazine order ${order.id}` }
      : null;
  }
  const subscription = await getSubscription(app.db, viewer.id, target.id);
  return subscription?.status === "pending"
    ? { totalCents: subscription.priceCents, description: `Artmagazine subscription: ${subscription.planTitle}` }
    : null;
}

/** What the sandbox page shows: the amount of one of the reader's pending purchases, or null. */
export async function sandboxPayment(app: AppContext, ref: string) {
  const target = paymentTarget(ref);
  const amount = target ? await pendingAmount(app, target) : null;
  return target && amount ? { target, ...amount } : null;
}

/** Starts paying; answers where the reader goes next (the hosted page, or the confirmation when nothing is due). */
export async function startPayment(app: AppContext, target: PaymentTarget): Promise<string> {
  const viewer = ownViewer(app);
  const amount = await pendingAmount(app, target);
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

async function settle(
  app: AppContext,
  target: PaymentTarget,
  status: "paid" | "failed",
  paymentRef: string,
): Promise<void> {
  if (target.kind === "order") await settleOrder(app.db, target.id, status, paymentRef);
  else await settleSubscription(app.db, target.id, status === "paid" ? "active" : "failed", paymentRef);
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
  await settle(app, target, outcome === "approved" ? "paid" : "failed", `sandbox_${ref}`);
  return target;
}

/** On return from a hosted payment page: a pending purchase whose payment is complete becomes paid. */
export async function confirmPayment(app: AppContext, target: PaymentTarget, paymentRef: string | null): Promise<void> {
  if (!paymentRef) return;
  if (await paymentProvider(app.env as { STRIPE_SECRET_KEY?: string }).isPaid(paymentRef))
    await settle(app, target, "paid", paymentRef);
}

const PurchaseId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/**
 * The reader's own order or subscription named by the address, its pending
 * payment confirmed first (the reader may come back from the payment page
 * before the callback); null when the id is malformed or not theirs.
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
  if (purchase?.status !== "pending") return purchase;
  await confirmPayment(app, { kind, id }, purchase.paymentRef);
  return read(app.db, viewer.id, id);
}

export const ownOrder = (app: AppContext, idParam: string) => ownPurchase(app, "order", idParam, getOrder);
export const ownSubscription = (app: AppContext, idParam: string) =>
  ownPurchase(app, "subscription", idParam, getSubscription);
