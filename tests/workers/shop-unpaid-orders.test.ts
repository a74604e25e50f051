import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { UNPAID_ORDER_MINUTES } from "#machines/rules/shop/shop";
import worker from "#workers/app";
import { settleLatePayment } from "#workers/services/shop/latePayment";
import type { PaymentProvider } from "#workers/services/shop/payment";
import { call, createReader, formInit, html, jsonInit, row, type TestReader } from "./guide-helpers";
import { answerCallback, payInSandbox, sandboxCallback, US_BILLING } from "./shop-helpers";

/**
 * Unpaid orders give their copies back: the Worker's scheduled handler (the
 * Cron Trigger) releases orders pending for UNPAID_ORDER_MINUTES, and a
 * payment that still arrives takes the copies again or is refunded.
 */

/** The Worker's scheduled handler, as the Cron Trigger calls it. */
const runCron = () => worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env);

/**
 * An issue whose print copies no unpaid order holds (the seed's old pending
 * orders are released by every run here), its stock set to `instock`.
 */
async function issueWithStock(instock: number) {
  const issue = await row<{ id: number }>(
    `SELECT pi.id FROM print_issues pi JOIN issue_formats p ON p.issue_id = pi.id AND p.format = 'print'
      WHERE NOT EXISTS (SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id
                         WHERE o.status = 'pending' AND l.issue_id = pi.id AND l.format = 'print')
      ORDER BY pi.id DESC LIMIT 1`,
  );
  await env.DB.prepare("UPDATE issue_formats SET instock = ? WHERE issue_id = ? AND format = 'print'")
    .bind(instock, issue.id)
    .run();
  return issue.id;
}

const stockOf = async (issueId: number) =>
  (await row<{ instock: number }>("SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'", issueId))
    .instock;

const statusOf = async (orderId: number) =>
  (await row<{ status: string }>("SELECT status FROM orders WHERE id = ?", orderId)).status;

/** Puts `quantity` print copies in the reader's cart and checks out: answers the order and its payment page. */
async function placeOrder(reader: TestReader, issueId: number, quantity: number) {
  const added = await call(
    "/api/cart/add",
    jsonInit("POST", { cart: [{ itemId: issueId, type: "print", quantity }] }, reader.cookie),
  );
  expect(added.status).toBe(200);
  const res = await checkout(reader);
  expect(res.status).toBe(302);
  const paymentUrl = res.headers.get("location") ?? "";
  return { id: Number(paymentUrl.split("-").at(-1)), paymentUrl };
}

const checkout = (reader: TestReader) =>
  call("/cart/checkout", formInit({ idempotencyKey: crypto.randomUUID(), ...US_BILLING }, reader.cookie));

/** Dates an order `minutes` back on the app's clock. */
async function placedMinutesAgo(orderId: number, minutes: number) {
  await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?")
    .bind(new Date(Date.now() - minutes * 60_000).toISOString(), orderId)
    .run();
}

/** The reader's cart lines, in the cart's order. */
async function cartOf(reader: TestReader) {
  const { results } = await env.DB.prepare(
    `SELECT l.issue_id, l.format, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
      WHERE c.user_id = ? ORDER BY l.added_at, l.id`,
  )
    .bind(reader.id)
    .all<{ issue_id: number; format: string; quantity: number }>();
  return results;
}

const orderPage = (reader: TestReader, orderId: number) =>
  html(`/order/${orderId}`, 200, { headers: { cookie: reader.cookie } });

describe("unpaid orders", () => {
  it(`release their copies after ${UNPAID_ORDER_MINUTES} minutes, not before`, async () => {
    const issue = await issueWithStock(5);
    const late = await placeOrder(await createReader("unpaidlate"), issue, 2);
    const recent = await placeOrder(await createReader("unpaidrecent"), issue, 1);
    expect(await stockOf(issue)).toBe(2);
    await placedMinutesAgo(late.id, UNPAID_ORDER_MINUTES + 1);
    await placedMinutesAgo(recent.id, UNPAID_ORDER_MINUTES - 1);
    await runCron();
    expect(await statusOf(late.id)).toBe("expired");
    expect(await statusOf(recent.id)).toBe("pending");
    expect(await stockOf(issue)).toBe(4);
  });

  it("put their lines back into the reader's cart once; a payment after the release takes them out again", async () => {
    const issue = await issueWithStock(5);
    const reader = await createReader("unpaidcart");
    const order = await placeOrder(reader, issue, 2);
    expect(await cartOf(reader)).toEqual([]);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await Promise.all([runCron(), runCron()]);
    await runCron();
    expect(await cartOf(reader)).toEqual([{ issue_id: issue, format: "print", quantity: 2 }]);
    expect(await stockOf(issue)).toBe(5);
    // The reader adds one more; the late payment buys the two it was for and leaves that one.
    const added = await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: issue, type: "print", quantity: 1 }] }, reader.cookie),
    );
    expect(added.status).toBe(200);
    const callback = await sandboxCallback(reader.cookie, order.paymentUrl);
    await answerCallback(reader.cookie, callback);
    await answerCallback(reader.cookie, callback);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await cartOf(reader)).toEqual([{ issue_id: issue, format: "print", quantity: 1 }]);
    expect(await stockOf(issue)).toBe(3);
    // Paid late, once: one confirmation.
    const mails = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_email = ?").bind(reader.email).all();
    expect(mails.results).toEqual([{ subject: `Your Artmagazine order ${order.id}` }]);
  });

  it("five unpaid checkouts sell out an issue only until they are released", async () => {
    const issue = await issueWithStock(5);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await placeOrder(await createReader(`unpaidfive${i}`), issue, 1));
    expect(await stockOf(issue)).toBe(0);
    const sixth = await createReader("unpaidsixth");
    const soldOut = await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: issue, type: "print", quantity: 1 }] }, sixth.cookie),
    );
    expect(soldOut.status).toBe(409);
    expect(await soldOut.text()).toContain("We're sorry, this issue is currently unavailable for purchase.");
    for (const order of orders) await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    expect(await stockOf(issue)).toBe(5);
    const bought = await placeOrder(sixth, issue, 1);
    expect(await payInSandbox(sixth.cookie, bought.paymentUrl)).toBe(`/order/${bought.id}`);
    expect(await statusOf(bought.id)).toBe("paid");
    expect(await stockOf(issue)).toBe(4);
  });

  it("running the release twice, or twice at once, gives the copies back once", async () => {
    const issue = await issueWithStock(4);
    const order = await placeOrder(await createReader("unpaidtwice"), issue, 3);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await Promise.all([runCron(), runCron()]);
    await runCron();
    expect(await stockOf(issue)).toBe(4);
    expect(await statusOf(order.id)).toBe("expired");
  });

  it("a released order's page says the copies went back on sale and whether they are still in stock", async () => {
    const issue = await issueWithStock(2);
    const reader = await createReader("unpaidpage");
    const order = await placeOrder(reader, issue, 2);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    const page = await orderPage(reader, order.id);
    expect(page).toContain("This order was not paid in time");
    expect(page).toContain(
      `No payment arrived within ${UNPAID_ORDER_MINUTES} minutes, so the copies went back on sale. Nothing was charged. They are still in stock: you are welcome to order again.`,
    );
    await placeOrder(await createReader("unpaidpagebuyer"), issue, 1);
    expect(await orderPage(reader, order.id)).toContain(
      "Some of them have sold out since; the issue pages show what is left.",
    );
  });

  it("a payment after the release takes the copies again when they are there; a retried callback applies once", async () => {
    const issue = await issueWithStock(3);
    const reader = await createReader("unpaidlatepaid");
    const order = await placeOrder(reader, issue, 2);
    // The reader opened the hosted page in time and pays after the release.
    expect((await call(order.paymentUrl, { headers: { cookie: reader.cookie } })).status).toBe(200);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    expect(await stockOf(issue)).toBe(3);
    const callback = await sandboxCallback(reader.cookie, order.paymentUrl);
    expect(await answerCallback(reader.cookie, callback)).toBe(`/order/${order.id}`);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf(issue)).toBe(1);
    await answerCallback(reader.cookie, callback);
    await runCron();
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf(issue)).toBe(1);
    expect(await orderPage(reader, order.id)).toContain("Thank you for your order");
  });

  it("a payment after the copies sold out is refunded, once, and the order page says so", async () => {
    const issue = await issueWithStock(2);
    const reader = await createReader("unpaidrefund");
    const order = await placeOrder(reader, issue, 2);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    const other = await placeOrder(await createReader("unpaidrefundbuyer"), issue, 2);
    expect(await stockOf(issue)).toBe(0);
    const callback = await sandboxCallback(reader.cookie, order.paymentUrl);
    expect(await answerCallback(reader.cookie, callback)).toBe(`/order/${order.id}`);
    expect(await answerCallback(reader.cookie, callback)).toBe(`/order/${order.id}`);
    expect(await statusOf(order.id)).toBe("refunded");
    expect(await statusOf(other.id)).toBe("pending");
    expect(await stockOf(issue)).toBe(0);
    const total = (await row<{ total_cents: number }>("SELECT total_cents FROM orders WHERE id = ?", order.id))
      .total_cents;
    const page = await orderPage(reader, order.id);
    expect(page).toContain("Your payment was refunded");
    expect(page).toContain(
      `Your payment arrived after the order was released, and by then its copies had sold out. We gave back the full $${(total / 100).toFixed(2).replace(/\.00$/, "")} and nothing will be sent.`,
    );
    expect(page).not.toContain(`href="/invoice/${order.id}"`);
  });

  it("asks the provider for one refund however many answers come, and again after a refund that failed", async () => {
    const issue = await issueWithStock(1);
    const order = await placeOrder(await createReader("unpaidrefundonce"), issue, 1);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    await placeOrder(await createReader("unpaidrefundoncebuyer"), issue, 1);
    const refunds: string[] = [];
    let failures = 1;
    const provider: PaymentProvider = {
      start: () => Promise.reject(new Error("not used")),
      isPaid: async () => true,
      async refund(ref) {
        if (failures-- > 0) throw new Error("provider answered 503");
        refunds.push(ref);
      },
    };
    await expect(settleLatePayment(env.DB, provider, order.id, "cs_late")).rejects.toThrow("503");
    expect(await statusOf(order.id)).toBe("expired");
    await Promise.all([
      settleLatePayment(env.DB, provider, order.id, "cs_late"),
      settleLatePayment(env.DB, provider, order.id, "cs_late"),
    ]);
    await settleLatePayment(env.DB, provider, order.id, "cs_late");
    expect(refunds).toEqual(["cs_late"]);
    expect(await statusOf(order.id)).toBe("refunded");
  });

  it("a declined answer after the release leaves the order released with nothing more given back", async () => {
    const issue = await issueWithStock(3);
    const reader = await createReader("unpaiddeclined");
    const order = await placeOrder(reader, issue, 2);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await runCron();
    expect(await payInSandbox(reader.cookie, order.paymentUrl, "declined")).toBe(`/order/${order.id}`);
    expect(await statusOf(order.id)).toBe("expired");
    expect(await stockOf(issue)).toBe(3);
  });

  it("a payment racing the release leaves the order paid with its copies taken once", async () => {
    const issue = await issueWithStock(3);
    const reader = await createReader("unpaidrace");
    const order = await placeOrder(reader, issue, 1);
    const callback = await sandboxCallback(reader.cookie, order.paymentUrl);
    await placedMinutesAgo(order.id, UNPAID_ORDER_MINUTES + 1);
    await Promise.all([runCron(), answerCallback(reader.cookie, callback), runCron()]);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await stockOf(issue)).toBe(2);
  });
});
