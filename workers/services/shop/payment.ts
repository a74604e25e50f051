import { fromHex, hmacSign, hmacVerify, toHex } from "#workers/services/http/crypto";
/**
 * Payment behind one interface (issue 5). The sandbox, the default for local
 * work and tests, is a hosted page served by the site (/payment/sandbox) that
 * approves or declines; it answers through a signed callback
 * (/payment/callback), so the card never touches our forms. With the secret
 * STRIPE_SECRET_KEY set, Stripe Checkout (REST with fetch, no SDK) takes
 * over: the reader pays on Stripe's page and comes back to the confirmation,
 * where the session is checked before the purchase is marked paid.
 */
export interface PaymentOrder {
  /** What is paid: "order-12" or "subscription-5" (see paymentTarget). */
  ref: string;
  totalCents: number;
  email: string;
  description: string;
}

export type PaymentStart = { status: "redirect"; url: string; ref: string };

export interface PaymentProvider {
  start(order: PaymentOrder, returnUrl: string): Promise<PaymentStart>;
  /** Whether the payment of ref is complete (used on return from a hosted page). */
  isPaid(ref: string): Promise<boolean>;
  /** Gives the whole completed payment of ref back (it came for an order whose copies had sold out). */
  refund(ref: string): Promise<void>;
}

/** The sandbox's hosted page settles through the signed callback, never on return. */
export const sandboxProvider: PaymentProvider = {
  async start(order) {
    return {
      status: "redirect",
      url: `/payment/sandbox?ref=${encodeURIComponent(order.ref)}`,
      ref: `sandbox_${order.ref}`,
    };
  },
  async isPaid() {
    return false;
  },
  // The sandbox charges no card: there is nothing to send back.
  async refund() {},
};

export function stripeProvider(
  secretKey: string,
  apiBase = "https://api.stripe.com",
  fetcher: typeof fetch = fetch,
): PaymentProvider {
  const auth = { authorization: `Bearer ${secretKey}` };
  return {
    async start(order, returnUrl) {
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: order.ref,
        customer_email: order.email,
        success_url: returnUrl,
        cancel_url: returnUrl,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": String(order.totalCents),
        "line_items[0][price_data][product_data][name]": order.description,
      });
      const res = await fetcher(`${apiBase}/v1/checkout/sessions`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      if (!res.ok) throw new Error(`Stripe answered ${res.status}`);
      const session = (await res.json()) as { id: string; url: string };
      return { status: "redirect", url: session.url, ref: session.id };
    },
    async isPaid(ref) {
      const res = await fetcher(`${apiBase}/v1/checkout/sessions/${encodeURIComponent(ref)}`, { headers: auth });
      if (!res.ok) return false;
      const session = (await res.json()) as { payment_status?: string };
      return session.payment_status === "paid";
    },
    async refund(ref) {
      // A Checkout session is refunded through its payment; the key makes a retried refund the same one.
      const res = await fetcher(`${apiBase}/v1/checkout/sessions/${encodeURIComponent(ref)}`, { headers: auth });
      if (!res.ok) throw new Error(`Stripe answered ${res.status}`);
      const session = (await res.json()) as { payment_intent?: string | null };
      if (!session.payment_intent) throw new Error(`Stripe session ${ref} has no payment to refund`);
      const refund = await fetcher(`${apiBase}/v1/refunds`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/x-www-form-urlencoded", "idempotency-key": `refund-${ref}` },
        body: new URLSearchParams({ payment_intent: session.payment_intent }).toString(),
      });
      if (!refund.ok) throw new Error(`Stripe answered ${refund.status}`);
    },
  };
}

/** The provider the configuration selects: Stripe with its secret, else the sandbox. */
export function paymentProvider(env: { STRIPE_SECRET_KEY?: string }): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY) : sandboxProvider;
}

export type PaymentTarget = { kind: "order" | "subscription"; id: number };

/** "order-12" / "subscription-5" back to what is paid; anything else is null. */
export function paymentTarget(ref: string): PaymentTarget | null {
  const match = /^(order|subscription)-(\d{1,9})$/.exec(ref);
  return match ? { kind: match[1] as PaymentTarget["kind"], id: Number(match[2]) } : null;
}

export type PaymentOutcome = "approved" | "declined";

/** The sandbox signs its answer so that only it can mark a purchase paid. */
export async function signOutcome(ref: string, outcome: PaymentOutcome, secret: string): Promise<string> {
  return toHex(await hmacSign(secret, `${ref}:${outcome}`));
}

export async function verifyOutcome(ref: string, outcome: string, signature: string, secret: string): Promise<boolean> {
  if (outcome !== "approved" && outcome !== "declined") return false;
  const bytes = /^[0-9a-f]{64}$/.test(signature) ? fromHex(signature) : null;
  return !!bytes && hmacVerify(secret, bytes, `${ref}:${outcome}`);
}
