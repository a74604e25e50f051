/**
 * Payment behind one interface (issue 5). The offline test provider, the
 * default for local work and tests, approves at once with a test reference.
 * With the secret STRIPE_SECRET_KEY set, Stripe Checkout (REST with fetch, no
 * SDK) takes over: the reader pays on Stripe's page and comes back to the
 * order, where the session is checked before the order is marked paid.
 */
export interface PaymentOrder {
  id: number;
  totalCents: number;
  email: string;
  description: string;
}

export type PaymentStart = { status: "paid"; ref: string } | { status: "redirect"; url: string; ref: string };

export interface PaymentProvider {
  start(order: PaymentOrder, returnUrl: string): Promise<PaymentStart>;
  /** Whether the payment of ref is complete (used on return from a hosted page). */
  isPaid(ref: string): Promise<boolean>;
}

export const offlineTestProvider: PaymentProvider = {
  async start(order) {
    return { status: "paid", ref: `test_${order.id}` };
  },
  async isPaid(ref) {
    return ref.startsWith("test_");
  },
};

export function stripeProvider(secretKey: string, apiBase = "https://api.stripe.com", fetcher: typeof fetch = fetch): PaymentProvider {
  const auth = { authorization: `Bearer ${secretKey}` };
  return {
    async start(order, returnUrl) {
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: String(order.id),
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
  };
}

/** The provider the configuration selects: Stripe with its secret, else the offline test provider. */
export function paymentProvider(env: { STRIPE_SECRET_KEY?: string }): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY) : offlineTestProvider;
}
