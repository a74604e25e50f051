import { describe, expect, it } from "vitest";
import { paymentProvider, paymentTarget, sandboxProvider, signOutcome, stripeProvider, verifyOutcome } from "./payment";

const order = { ref: "order-12", totalCents: 2100, email: "r@example.com", description: "Artmagazine order 12" };

/** A local fake of the Stripe endpoints the adapter calls: Checkout sessions and refunds. */
function fakeStripe() {
  const sessions = new Map<string, { payment_status: string; payment_intent?: string | null }>();
  const seen: { url: string; body: string; auth: string; idempotencyKey: string }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({
      url,
      body: String(init?.body ?? ""),
      auth: headers.get("authorization") ?? "",
      idempotencyKey: headers.get("idempotency-key") ?? "",
    });
    if (url.endsWith("/v1/refunds") && init?.method === "POST") {
      const refused = new URLSearchParams(String(init.body)).get("payment_intent") === "pi_refused";
      return refused ? Response.json({ error: "charge disputed" }, { status: 400 }) : Response.json({ id: "re_1" });
    }
    if (url.endsWith("/v1/checkout/sessions") && init?.method === "POST") {
      sessions.set("cs_1", { payment_status: "unpaid" });
      return Response.json({ id: "cs_1", url: "https://checkout.example/cs_1" });
    }
    const id = decodeURIComponent(url.split("/").at(-1) ?? "");
    const session = sessions.get(id);
    return session ? Response.json({ id, ...session }) : Response.json({ error: "no such session" }, { status: 404 });
  }) as typeof fetch;
  return { fetcher, sessions, seen };
}

describe("payment providers", () => {
  it("without Stripe the sandbox's hosted page takes the payment; nothing is paid on return", async () => {
    expect(paymentProvider({})).toBe(sandboxProvider);
    expect(await sandboxProvider.start(order, "/order/12")).toEqual({
      status: "redirect",
      url: "/payment/sandbox?ref=order-12",
      ref: "sandbox_order-12",
    });
    expect(await sandboxProvider.isPaid("sandbox_order-12")).toBe(false);
    // It charged no card, so a refund has nothing to send back.
    await expect(sandboxProvider.refund("sandbox_order-12")).resolves.toBeUndefined();
  });

  it("the sandbox's answer counts only with its signature, for that reference and outcome", async () => {
    const signature = await signOutcome("order-12", "approved", "secret");
    expect(await verifyOutcome("order-12", "approved", signature, "secret")).toBe(true);
    expect(await verifyOutcome("order-12", "declined", signature, "secret")).toBe(false);
    expect(await verifyOutcome("order-13", "approved", signature, "secret")).toBe(false);
    expect(await verifyOutcome("order-12", "approved", signature, "other")).toBe(false);
    expect(await verifyOutcome("order-12", "approved", "zz", "secret")).toBe(false);
  });

  it("a payment reference names an order or a subscription", () => {
    expect(paymentTarget("order-12")).toEqual({ kind: "order", id: 12 });
    expect(paymentTarget("subscription-5")).toEqual({ kind: "subscription", id: 5 });
    expect(paymentTarget("order-x")).toBeNull();
    expect(paymentTarget("refund-1")).toBeNull();
  });

  it("Stripe Checkout: creates a session in cents and checks it is paid before the order is", async () => {
    const fake = fakeStripe();
    const stripe = stripeProvider("sk_test_x", "http://stripe.local", fake.fetcher);
    expect(await stripe.start(order, "http://localhost/order/12")).toEqual({
      status: "redirect",
      url: "https://checkout.example/cs_1",
      ref: "cs_1",
    });
    const body = new URLSearchParams(fake.seen[0]?.body);
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("2100");
    expect(body.get("client_reference_id")).toBe("order-12");
    expect(fake.seen[0]?.auth).toBe("Bearer sk_test_x");
    expect(await stripe.isPaid("cs_1")).toBe(false);
    fake.sessions.set("cs_1", { payment_status: "paid" });
    expect(await stripe.isPaid("cs_1")).toBe(true);
    expect(await stripe.isPaid("cs_unknown")).toBe(false);
  });

  it("Stripe refunds a session's whole payment, under one idempotency key per session", async () => {
    const fake = fakeStripe();
    const stripe = stripeProvider("sk_test_x", "http://stripe.local", fake.fetcher);
    await stripe.start(order, "http://localhost/order/12");
    fake.sessions.set("cs_1", { payment_status: "paid", payment_intent: "pi_1" });
    await stripe.refund("cs_1");
    const refund = fake.seen.at(-1);
    expect(refund?.url).toBe("http://stripe.local/v1/refunds");
    expect(new URLSearchParams(refund?.body).get("payment_intent")).toBe("pi_1");
    expect(new URLSearchParams(refund?.body).has("amount")).toBe(false);
    expect(refund?.idempotencyKey).toBe("refund-cs_1");
    expect(refund?.auth).toBe("Bearer sk_test_x");
    // Nothing to refund, or a refund Stripe refuses, is an error: the order is not marked refunded.
    fake.sessions.set("cs_1", { payment_status: "unpaid", payment_intent: null });
    await expect(stripe.refund("cs_1")).rejects.toThrow("no payment to refund");
    fake.sessions.set("cs_1", { payment_status: "paid", payment_intent: "pi_refused" });
    await expect(stripe.refund("cs_1")).rejects.toThrow("Stripe answered 400");
    await expect(stripe.refund("cs_unknown")).rejects.toThrow("Stripe answered 404");
  });
});
