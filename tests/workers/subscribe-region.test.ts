import { describe, expect, it } from "vitest";
import { call, createReader, formInit, html, row } from "./guide-helpers";

const address = (prefix: "billing_" | "shipping_", country: string) => ({
  [`${prefix}firstName`]: "Ada",
  [`${prefix}lastName`]: "Reader",
  [`${prefix}address1`]: "1 Main Street",
  [`${prefix}city`]: "Springfield",
  [`${prefix}zip`]: "10001",
  [`${prefix}country`]: country,
});

const shipToBilling = (country: string) => ({ ...address("billing_", country), shipToBilling: "on" });
const shipElsewhere = (billing: string, shipping: string) => ({
  ...address("billing_", billing),
  ...address("shipping_", shipping),
});

async function subscriptions(userId: number): Promise<number> {
  return (await row<{ n: number }>("SELECT count(*) AS n FROM subscriptions WHERE user_id = ?", userId)).n;
}

describe("the subscribe action checks the plan's region against the delivery country", () => {
  it("refuses a US plan delivered to Italy, whether shipped to billing or elsewhere, with the form's message", async () => {
    const reader = await createReader("regiontamper");
    for (const addresses of [shipToBilling("IT"), shipElsewhere("US", "IT")]) {
      const page = await html(
        "/subscribe",
        400,
        formInit({ idempotencyKey: crypto.randomUUID(), order_term: "P1Y-US", ...addresses }, reader.cookie),
      );
      expect(page).toContain("Please select a subscription plan");
    }
    // A Canadian plan to the US, a US plan to Canada.
    await html(
      "/subscribe",
      400,
      formInit({ idempotencyKey: crypto.randomUUID(), order_term: "P1Y-CA", ...shipToBilling("US") }, reader.cookie),
    );
    await html(
      "/subscribe",
      400,
      formInit({ idempotencyKey: crypto.randomUUID(), order_term: "P1Y-US", ...shipToBilling("CA") }, reader.cookie),
    );
    // The data request of the page answers the same refusal.
    const data = await call(
      "/subscribe.data",
      formInit({ idempotencyKey: crypto.randomUUID(), order_term: "P1Y-US", ...shipToBilling("IT") }, reader.cookie),
    );
    expect(data.status).toBe(400);
    expect(await data.text()).toContain("Please select a subscription plan");
    expect(await subscriptions(reader.id)).toBe(0);
  });

  it("accepts the plan of the delivery country: shipping when it differs from billing, and digital plans anywhere", async () => {
    const reader = await createReader("regionfair");
    const accepted = async (fields: Record<string, string>) => {
      const res = await call("/subscribe", formInit({ idempotencyKey: crypto.randomUUID(), ...fields }, reader.cookie));
      expect(res.status, JSON.stringify(fields)).toBe(302);
    };
    await accepted({ order_term: "P1Y-ITNL", ...shipToBilling("IT") });
    await accepted({ order_term: "P1Y-US", ...shipElsewhere("IT", "US") });
    await accepted({ order_term: "P1Y-CA", ...shipToBilling("CA") });
    await accepted({ order_term: "D1Y", ...shipToBilling("IT") });
    const international = await row<{ price_cents: number }>(
      "SELECT price_cents FROM subscriptions WHERE user_id = ? AND plan_id = 'P1Y-ITNL'",
      reader.id,
    );
    expect(international.price_cents).toBe(9500);
    expect(await subscriptions(reader.id)).toBe(4);
  });
});
