import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createReader, formInit, jsonInit, row } from "./guide-helpers";
import { US_BILLING } from "./shop-helpers";

const billing = US_BILLING;

/** The id in the payment page a successful submit redirects to (`/payment/sandbox?ref=order-12`). */
async function paymentRef(
  path: string,
  fields: Record<string, string>,
  cookie: string,
  kind: "order" | "subscription",
): Promise<number> {
  const res = await call(path, formInit(fields, cookie));
  expect(res.status, `${path} answers ${res.status}`).toBe(302);
  const location = res.headers.get("location") ?? "";
  const match = new RegExp(`ref=${kind}-(\\d+)$`).exec(location);
  expect(match, location).not.toBeNull();
  return Number(match![1]);
}

async function addPrint(cookie: string): Promise<void> {
  const issue = await row<{ id: number }>(
    "SELECT issue_id AS id FROM issue_formats WHERE format = 'print' AND instock > 10 ORDER BY issue_id LIMIT 1",
  );
  expect(
    (
      await call(
        "/api/cart/add",
        jsonInit("POST", { cart: [{ itemId: issue.id, type: "print", quantity: 1 }] }, cookie),
      )
    ).status,
  ).toBe(200);
}

describe("idempotency keys are each reader's own", () => {
  it("checkout: another reader's key places a new order for this reader; the same reader's key answers their order", async () => {
    const [first, second] = [await createReader("keyowner"), await createReader("keyreuser")];
    const key = crypto.randomUUID();
    await addPrint(first.cookie);
    const mine = await paymentRef("/cart/checkout", { idempotencyKey: key, ...billing }, first.cookie, "order");
    await addPrint(second.cookie);
    const theirs = await paymentRef("/cart/checkout", { idempotencyKey: key, ...billing }, second.cookie, "order");
    expect(theirs).not.toBe(mine);
    expect(await row("SELECT user_id FROM orders WHERE id = ?", theirs)).toEqual({ user_id: second.id });
    // The second order's lines are its own, not added to the first one.
    expect(await row("SELECT count(*) AS n FROM order_lines WHERE order_id = ?", theirs)).toEqual({ n: 1 });
    expect(await row("SELECT count(*) AS n FROM order_lines WHERE order_id = ?", mine)).toEqual({ n: 1 });
    // A double submit of either form answers that reader's order.
    expect(await paymentRef("/cart/checkout", { idempotencyKey: key, ...billing }, first.cookie, "order")).toBe(mine);
    expect(await paymentRef("/cart/checkout", { idempotencyKey: key, ...billing }, second.cookie, "order")).toBe(
      theirs,
    );
  });

  it("subscribe: another reader's key is a new subscription for this reader; the same reader's key answers theirs", async () => {
    const [first, second] = [await createReader("subkeyowner"), await createReader("subkeyreuser")];
    const fields = { idempotencyKey: crypto.randomUUID(), order_term: "P1Y-US", ...billing };
    const mine = await paymentRef("/subscribe", fields, first.cookie, "subscription");
    const theirs = await paymentRef("/subscribe", fields, second.cookie, "subscription");
    expect(theirs).not.toBe(mine);
    expect(await row("SELECT user_id FROM subscriptions WHERE id = ?", theirs)).toEqual({ user_id: second.id });
    expect(await paymentRef("/subscribe", fields, first.cookie, "subscription")).toBe(mine);
    expect(await paymentRef("/subscribe", fields, second.cookie, "subscription")).toBe(theirs);
  });

  it("the tables keep their keys unique per reader, their indexes and the order lines' foreign key", async () => {
    const unique = async (table: string) => {
      const { results } = await env.DB.prepare(
        `SELECT group_concat(ii.name) AS columns FROM pragma_index_list(?1) il JOIN pragma_index_info(il.name) ii WHERE il."unique" = 1 GROUP BY il.name`,
      )
        .bind(table)
        .all<{ columns: string }>();
      return results.map((r) => r.columns);
    };
    expect(await unique("orders")).toContain("user_id,idempotency_key");
    expect(await unique("orders")).not.toContain("idempotency_key");
    expect(await unique("subscriptions")).toContain("user_id,idempotency_key");
    expect(await unique("subscriptions")).not.toContain("idempotency_key");
    const indexes = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('orders_user', 'subscriptions_user')",
    ).all();
    expect(indexes.results).toHaveLength(2);
    const fk = await env.DB.prepare(
      `SELECT "table", "from", on_delete FROM pragma_foreign_key_list('order_lines') WHERE "from" = 'order_id'`,
    ).first();
    expect(fk).toEqual({ table: "orders", from: "order_id", on_delete: "CASCADE" });
  });
});
