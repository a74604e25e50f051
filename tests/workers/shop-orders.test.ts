import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { lastMail } from "./account-helpers";
import { call, createReader, formInit, html, jsonInit, row } from "./guide-helpers";
import { answerCallback, payInSandbox, sandboxCallback } from "./shop-helpers";

/** An issue with print copies; its stock set to `instock` so the test knows it. */
async function issueWithStock(instock: number, skip = 0) {
  const issue = await row<{ id: number; slug: string; price_cents: number }>(
    `SELECT pi.id, pi.slug, p.price_cents FROM print_issues pi JOIN issue_formats p ON p.issue_id = pi.id AND p.format = 'print'
      WHERE p.instock > 0 ORDER BY pi.id LIMIT 1 OFFSET ?`,
    skip,
  );
  await row(
    "UPDATE issue_formats SET instock = ? WHERE issue_id = ? AND format = 'print' RETURNING instock",
    instock,
    issue.id,
  );
  return issue;
}

const address = (prefix: string, country = "US") => ({
  [`${prefix}firstName`]: "Ada",
  [`${prefix}lastName`]: "Reader",
  [`${prefix}address1`]: "1 Main Street",
  [`${prefix}city`]: "Springfield",
  [`${prefix}zip`]: "10001",
  [`${prefix}country`]: country,
});

const key = () => crypto.randomUUID();
/** A price as a reader reads it: "$45" for whole dollars, "$10.99" otherwise. */
const price = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

async function addPrint(cookie: string, itemId: number, quantity: number) {
  const res = await call("/api/cart/add", jsonInit("POST", { cart: [{ itemId, type: "print", quantity }] }, cookie));
  expect(res.status).toBe(200);
}

async function checkout(cookie: string, fields: Record<string, string>) {
  return call("/cart/checkout", formInit(fields, cookie));
}

/** The mails to an address in the local outbox, oldest first. */
async function mailsTo(email: string) {
  const { results } = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_email = ? ORDER BY id")
    .bind(email)
    .all<{ subject: string }>();
  return results.map((m) => m.subject);
}

/** The reader's cart lines, in the cart's order. */
async function cartOf(userId: number) {
  const { results } = await env.DB.prepare(
    `SELECT l.issue_id, l.format, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
      WHERE c.user_id = ? ORDER BY l.added_at, l.id`,
  )
    .bind(userId)
    .all<{ issue_id: number; format: string; quantity: number }>();
  return results;
}

const printStock = async (issueId: number) =>
  (await row<{ instock: number }>("SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'", issueId))
    .instock;

describe("checkout", () => {
  it("refuses a visitor, a form without its key and missing address fields with their messages", async () => {
    expect((await checkout("", { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") })).status).toBe(
      401,
    );
    const reader = await createReader("checkoutbad");
    await addPrint(reader.cookie, (await issueWithStock(5)).id, 1);
    const noKey = await html(
      "/cart/checkout",
      400,
      formInit({ shipToBilling: "on", ...address("billing_") }, reader.cookie),
    );
    expect(noKey).toContain("This form has expired. Please reload the page and try again.");
    const missing = await html(
      "/cart/checkout",
      400,
      formInit({ idempotencyKey: key(), shipToBilling: "on", billing_country: "US" }, reader.cookie),
    );
    expect(missing).toContain('id="checkout-billing_firstName-error" role="alert">Please enter first name.</p>');
    expect(missing).toContain("Please enter zip or postal code.");
    const badCountry = await html(
      "/cart/checkout",
      400,
      formInit({ idempotencyKey: key(), shipToBilling: "on", ...address("billing_", "XX") }, reader.cookie),
    );
    expect(badCountry).toContain("Please choose a country.");
    const tags = await html(
      "/cart/checkout",
      400,
      formInit(
        { idempotencyKey: key(), shipToBilling: "on", ...address("billing_"), billing_city: "<b>" },
        reader.cookie,
      ),
    );
    expect(tags).toContain(
      '<p class="field__error" id="checkout-billing_city-error" role="alert">The characters &lt;&gt; are not allowed.</p>',
    );
    // Shipping elsewhere needs the shipping address too.
    const noShipping = await html(
      "/cart/checkout",
      400,
      formInit({ idempotencyKey: key(), ...address("billing_") }, reader.cookie),
    );
    expect(noShipping).toContain("Please enter first name.");
  });

  it("an empty cart places no order", async () => {
    const reader = await createReader("checkoutempty");
    const page = await html(
      "/cart/checkout",
      409,
      formInit({ idempotencyKey: key(), shipToBilling: "on", ...address("billing_") }, reader.cookie),
    );
    expect(page).toContain("Your cart is empty.");
  });

  it("places a paid order with US shipping ($15 + $6), counts the stock down, empties the cart, shows the confirmation to its buyer only", async () => {
    const issue = await issueWithStock(10);
    const reader = await createReader("checkoutus");
    await addPrint(reader.cookie, issue.id, 2);
    const res = await checkout(reader.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") });
    expect(res.status).toBe(302);
    const location = await payInSandbox(reader.cookie, res.headers.get("location") ?? "");
    expect(location).toMatch(/^\/order\/\d+$/);
    const id = Number(location.split("/").at(-1));
    const order = await row<{ status: string; subtotal_cents: number; shipping_cents: number; total_cents: number }>(
      "SELECT status, subtotal_cents, shipping_cents, total_cents FROM orders WHERE id = ?",
      id,
    );
    expect(order).toEqual({
      status: "paid",
      subtotal_cents: issue.price_cents * 2,
      shipping_cents: 2100,
      total_cents: issue.price_cents * 2 + 2100,
    });
    expect(
      (
        await row<{ instock: number }>(
          "SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'",
          issue.id,
        )
      ).instock,
    ).toBe(8);
    expect(
      (
        await row<{ n: number }>(
          "SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = ?",
          reader.id,
        )
      ).n,
    ).toBe(0);
    const page = await html(location, 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("Thank you for your order");
    // The total is written as the payment page's "Pay $…" and every price: no ".00" for whole dollars.
    expect(page).toContain(`data-testid="order-total">${price(issue.price_cents * 2 + 2100)}<`);
    const other = await createReader("snoop");
    await html(location, 404, { headers: { cookie: other.cookie } });
    await html(location, 404);
    await html("/order/abc", 404, { headers: { cookie: reader.cookie } });
    // The invoice is linked from the confirmation and shown to its buyer only.
    expect(page).toContain(`href="/invoice/${id}"`);
    const invoice = await html(`/invoice/${id}`, 200, { headers: { cookie: reader.cookie } });
    expect(invoice).toContain(`Invoice ${id}`);
    expect(invoice).toContain("Ada Reader");
    expect(invoice).toContain(price(issue.price_cents * 2 + 2100));
    expect(invoice).not.toMatch(/\$\d+\.00\b/);
    await html(`/invoice/${id}`, 404, { headers: { cookie: other.cookie } });
    await html(`/invoice/${id}`, 404);
    await html("/invoice/99999999", 404, { headers: { cookie: reader.cookie } });
    await html("/invoice/x1", 404, { headers: { cookie: reader.cookie } });
  });

  it("names a format as the issue's purchase page does: in the cart, the order, the invoice and the mail", async () => {
    // The issue's own name for its print-and-extras format, as the seed writes it for some issues.
    const product = await issueWithStock(5);
    await env.DB.prepare(
      `INSERT INTO issue_formats (issue_id, format, label, price_cents, instock) VALUES (?, 'product', 'Print + tote bag', 3500, 5)
       ON CONFLICT (issue_id, format) DO UPDATE SET label = excluded.label, instock = excluded.instock`,
    )
      .bind(product.id)
      .run();
    const reader = await createReader("totebag");
    const added = await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: product.id, type: "product", quantity: 1 }] }, reader.cookie),
    );
    expect(added.status).toBe(200);
    // React writes <!-- --> between a text's parts; a reader reads them as one.
    const read = async (path: string) =>
      (await html(path, 200, { headers: { cookie: reader.cookie } })).replaceAll("<!-- -->", "");
    const cart = await read("/cart");
    expect(cart).toContain("Print + tote bag ·");
    expect(cart).not.toContain("Print + extras");
    const res = await checkout(reader.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") });
    const location = await payInSandbox(reader.cookie, res.headers.get("location") ?? "");
    const id = Number(location.split("/").at(-1));
    expect(await read(location)).toContain("Print + tote bag · Quantity 1");
    expect(await read(`/invoice/${id}`)).toContain("<td>Print + tote bag</td>");
    expect((await lastMail(reader.email))?.body).toContain("(Print + tote bag), quantity 1");
  });

  it("a declined payment leaves the order unpaid and puts its copies back; forged or foreign answers change nothing", async () => {
    const issue = await issueWithStock(4, 4);
    const reader = await createReader("declined");
    await addPrint(reader.cookie, issue.id, 2);
    const res = await checkout(reader.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") });
    const paymentUrl = res.headers.get("location") ?? "";
    const ref = new URL(paymentUrl, "http://localhost").searchParams.get("ref") ?? "";
    const id = Number(ref.split("-")[1]);
    // Another reader cannot see or answer this payment; a forged callback is refused.
    const other = await createReader("declinesnoop");
    await html(paymentUrl, 404, { headers: { cookie: other.cookie } });
    expect((await call("/payment/sandbox", formInit({ ref, outcome: "approved" }, other.cookie))).status).toBe(404);
    expect((await call("/payment/sandbox", formInit({ ref, outcome: "maybe" }, reader.cookie))).status).toBe(400);
    await html(`/payment/callback?ref=${ref}&outcome=approved&signature=${"0".repeat(64)}`, 400, {
      headers: { cookie: reader.cookie },
    });
    await html(`/payment/callback?ref=nothing&outcome=approved&signature=x`, 400);
    await html("/payment/sandbox?ref=order-99999999", 404, { headers: { cookie: reader.cookie } });
    expect((await row<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)).status).toBe("pending");
    expect(
      (
        await row<{ instock: number }>(
          "SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'",
          issue.id,
        )
      ).instock,
    ).toBe(2);
    const location = await payInSandbox(reader.cookie, paymentUrl, "declined");
    expect(location).toBe(`/order/${id}`);
    expect(await html(location, 200, { headers: { cookie: reader.cookie } })).toContain("The payment was declined");
    expect((await row<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)).status).toBe("failed");
    expect(
      (
        await row<{ instock: number }>(
          "SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'",
          issue.id,
        )
      ).instock,
    ).toBe(4);
    // The hosted page is gone once the payment is settled.
    await html(paymentUrl, 404, { headers: { cookie: reader.cookie } });
  });

  it("a declined payment puts the order's lines back into the cart once, by the cart's rules", async () => {
    // An issue the other tests leave alone (they count from the first in stock), with three print copies.
    const issue = await row<{ id: number }>(
      `UPDATE issue_formats SET instock = 3 WHERE format = 'print'
          AND issue_id = (SELECT MAX(issue_id) FROM issue_formats WHERE format = 'print') RETURNING issue_id AS id`,
    );
    const digital = await row<{ id: number }>(
      "SELECT issue_id AS id FROM issue_formats WHERE format = 'digital' AND instock > 0 AND issue_id != ? LIMIT 1",
      issue.id,
    );
    const reader = await createReader("declinecart");
    await addPrint(reader.cookie, issue.id, 2);
    const addDigital = () =>
      call("/api/cart/add", jsonInit("POST", { cart: [{ itemId: digital.id, type: "digital" }] }, reader.cookie));
    expect((await addDigital()).status).toBe(200);
    const before = await cartOf(reader.id);
    const placed = await checkout(reader.cookie, {
      idempotencyKey: key(),
      shipToBilling: "on",
      ...address("billing_"),
    });
    const paymentUrl = placed.headers.get("location") ?? "";
    expect(await cartOf(reader.id)).toEqual([]);
    const callback = await sandboxCallback(reader.cookie, paymentUrl, "declined");
    const location = await answerCallback(reader.cookie, callback);
    // The cart is as it was, the copies back in stock; a retried answer changes neither.
    expect(await cartOf(reader.id)).toEqual(before);
    expect(await printStock(issue.id)).toBe(3);
    await answerCallback(reader.cookie, callback);
    expect(await cartOf(reader.id)).toEqual(before);
    expect(await printStock(issue.id)).toBe(3);
    const page = await html(location, 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("Nothing was charged. The copies are back in your cart: you are welcome to order again.");
    expect(page).toMatch(/<a[^>]*data-testid="order-cart-link"[^>]*href="\/cart"[^>]*>Go to your cart</);

    // Ordered again; meanwhile the reader adds a print copy and the digital issue once more, and others buy the rest.
    const again = await checkout(reader.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") });
    await addPrint(reader.cookie, issue.id, 1);
    expect((await addDigital()).status).toBe(200);
    await env.DB.prepare("UPDATE issue_formats SET instock = 0 WHERE issue_id = ? AND format = 'print'")
      .bind(issue.id)
      .run();
    await payInSandbox(reader.cookie, again.headers.get("location") ?? "", "declined");
    // Two copies came back: the line holds them, not three; the digital issue stays one copy.
    expect(await printStock(issue.id)).toBe(2);
    expect(await cartOf(reader.id)).toEqual([
      { issue_id: issue.id, format: "print", quantity: 2 },
      { issue_id: digital.id, format: "digital", quantity: 1 },
    ]);
  });

  it("a paid order mails its confirmation once, with its lines and totals; a declined one mails nothing", async () => {
    const issue = await row<{ id: number; title: string; price_cents: number }>(
      `SELECT pi.id, pi.title, f.price_cents FROM print_issues pi JOIN issue_formats f ON f.issue_id = pi.id AND f.format = 'print'
        ORDER BY pi.id DESC LIMIT 1 OFFSET 1`,
    );
    await env.DB.prepare("UPDATE issue_formats SET instock = 10 WHERE issue_id = ? AND format = 'print'")
      .bind(issue.id)
      .run();
    const reader = await createReader("mailedorder");
    await addPrint(reader.cookie, issue.id, 2);
    const declined = await checkout(reader.cookie, {
      idempotencyKey: key(),
      shipToBilling: "on",
      ...address("billing_"),
    });
    await payInSandbox(reader.cookie, declined.headers.get("location") ?? "", "declined");
    expect(await mailsTo(reader.email)).toEqual([]);

    const res = await checkout(reader.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") });
    const callback = await sandboxCallback(reader.cookie, res.headers.get("location") ?? "");
    const location = await answerCallback(reader.cookie, callback);
    await answerCallback(reader.cookie, callback);
    await html(location, 200, { headers: { cookie: reader.cookie } });
    const id = Number(location.split("/").at(-1));
    const { email } = await row<{ email: string }>("SELECT email FROM orders WHERE id = ?", id);
    expect(email).toBe(reader.email);
    expect(await mailsTo(reader.email)).toEqual([`Your Artmagazine order ${id}`]);
    const mail = await lastMail(reader.email);
    expect(mail?.body).toContain("Thank you for your order. Your payment has arrived.");
    expect(mail?.body).toContain(`${issue.title} (Print), quantity 2: ${price(issue.price_cents * 2)}`);
    expect(mail?.body).toContain(`Subtotal: ${price(issue.price_cents * 2)}\nShipping: $21\n`);
    expect(mail?.body).toContain(`Total: ${price(issue.price_cents * 2 + 2100)}`);
    expect(mail?.body).toContain(`/order/${id}`);
  });

  it("ships abroad at $30 + $10 by the shipping country when not shipping to billing", async () => {
    const issue = await issueWithStock(10, 1);
    const reader = await createReader("checkoutfr");
    await addPrint(reader.cookie, issue.id, 3);
    const res = await checkout(reader.cookie, {
      idempotencyKey: key(),
      ...address("billing_", "US"),
      ...address("shipping_", "FR"),
    });
    const id = Number((res.headers.get("location") ?? "").split("-").at(-1));
    expect(
      await row<{ shipping_cents: number; country: string }>(
        "SELECT shipping_cents, country FROM orders WHERE id = ?",
        id,
      ),
    ).toEqual({ shipping_cents: 5000, country: "FR" });
    // The invoice names the countries; the codes are the form's values, not the reader's words.
    const invoice = await html(`/invoice/${id}`, 200, { headers: { cookie: reader.cookie } });
    expect(invoice).toContain("United States<br/>");
    expect(invoice).toContain("France<br/>");
    expect(invoice).not.toMatch(/>(US|FR)<br\/>/);
  });

  it("a double submit of the same form places one order", async () => {
    const issue = await issueWithStock(10, 2);
    const reader = await createReader("checkouttwice");
    await addPrint(reader.cookie, issue.id, 1);
    const fields = { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") };
    const [a, b] = await Promise.all([checkout(reader.cookie, fields), checkout(reader.cookie, fields)]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    const again = await checkout(reader.cookie, fields);
    expect(again.headers.get("location")).toBe(a.headers.get("location"));
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM orders WHERE user_id = ?", reader.id)).n).toBe(1);
    expect(
      (
        await row<{ instock: number }>(
          "SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'",
          issue.id,
        )
      ).instock,
    ).toBe(9);
  });

  it("two readers racing for the last copy: exactly one order, stock never negative", async () => {
    const issue = await issueWithStock(1, 3);
    const first = await createReader("racea");
    const second = await createReader("raceb");
    await addPrint(first.cookie, issue.id, 1);
    await addPrint(second.cookie, issue.id, 1);
    const results = await Promise.all([
      checkout(first.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") }),
      checkout(second.cookie, { idempotencyKey: key(), shipToBilling: "on", ...address("billing_") }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([302, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(await loser.text()).toContain("We're sorry, this issue is currently unavailable for purchase.");
    expect(
      (
        await row<{ instock: number }>(
          "SELECT instock FROM issue_formats WHERE issue_id = ? AND format = 'print'",
          issue.id,
        )
      ).instock,
    ).toBe(0);
    expect(
      (await row<{ n: number }>("SELECT count(*) AS n FROM orders WHERE user_id IN (?, ?)", first.id, second.id)).n,
    ).toBe(1);
  });

  it("two adds for the last copy: the second is refused with the stock message", async () => {
    const issue = await issueWithStock(1, 0);
    const reader = await createReader("lastcopy");
    const [a, b] = await Promise.all([
      call("/api/cart/add", jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }] }, reader.cookie)),
      call("/api/cart/add", jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }] }, reader.cookie)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = (await (a.status === 409 ? a : b).json()) as { errors: string[] };
    expect(refused.errors).toEqual(["There are only 1 copies in stock."]);
  });
});
