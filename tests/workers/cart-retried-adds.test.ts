import { describe, expect, it } from "vitest";
import { call, createReader, formInit, json, jsonInit, row } from "./guide-helpers";

/**
 * A cart add retried after a lost answer or a 5xx applies once: the cart
 * machine, a merged local cart and a form posted again without JavaScript all
 * send the same write key again, and the server adds nothing the second time.
 */

async function issueWithPrintStock(instock: number, skip: number) {
  const issue = await row<{ id: number; slug: string }>(
    `SELECT pi.id, pi.slug FROM print_issues pi
       JOIN issue_formats p ON p.issue_id = pi.id AND p.format = 'print'
      ORDER BY pi.id LIMIT 1 OFFSET ?`,
    skip,
  );
  await row(
    "UPDATE issue_formats SET instock = ? WHERE issue_id = ? AND format = 'print' RETURNING 1",
    instock,
    issue.id,
  );
  return issue;
}

type CartAnswer = { cart: { quantity: number; item: { id: number } }[]; errors?: string[] };

const quantityOf = (answer: CartAnswer, issueId: number) =>
  answer.cart.find((line) => line.item.id === issueId)?.quantity ?? 0;

async function addByApi(cookie: string, issueId: number, writeKey?: string, quantity = 1) {
  const res = await call(
    "/api/cart/add",
    jsonInit(
      "POST",
      { cart: [{ itemId: issueId, type: "print", quantity }], ...(writeKey ? { writeKey } : {}) },
      cookie,
    ),
  );
  return { status: res.status, body: (await res.json()) as CartAnswer };
}

describe("retried cart adds", () => {
  it("the same keyed add sent three times adds one copy; a new key adds another", async () => {
    const reader = await createReader("retry");
    const issue = await issueWithPrintStock(10, 0);
    const key = crypto.randomUUID();
    for (let i = 0; i < 3; i++) {
      const answer = await addByApi(reader.cookie, issue.id, key);
      expect(answer.status).toBe(200);
      expect(quantityOf(answer.body, issue.id)).toBe(1);
    }
    const next = await addByApi(reader.cookie, issue.id, crypto.randomUUID());
    expect(quantityOf(next.body, issue.id)).toBe(2);
    // Without a key an add is an add each time (older clients).
    expect(quantityOf((await addByApi(reader.cookie, issue.id)).body, issue.id)).toBe(3);
  });

  it("30 copies of one keyed add sent at once add one copy", async () => {
    const reader = await createReader("burst");
    const issue = await issueWithPrintStock(50, 1);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 30 }, () => addByApi(reader.cookie, issue.id, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const cart = await json<CartAnswer>("/api/cart", 200, { headers: { cookie: reader.cookie } });
    expect(quantityOf(cart, issue.id)).toBe(1);
  });

  it("a merged local cart sent again (a retry on a later page) adds its lines once", async () => {
    const reader = await createReader("merge");
    const issue = await issueWithPrintStock(10, 2);
    const key = `${crypto.randomUUID()}.3`;
    await addByApi(reader.cookie, issue.id, key, 2);
    const again = await addByApi(reader.cookie, issue.id, key, 2);
    expect(quantityOf(again.body, issue.id)).toBe(2);
    // The next version of the local cart is a new write.
    const nextVersion = await addByApi(reader.cookie, issue.id, key.replace(/\.3$/, ".4"), 1);
    expect(quantityOf(nextVersion.body, issue.id)).toBe(3);
  });

  it("an add refused for stock keeps no key: the same add succeeds once stock is back", async () => {
    const reader = await createReader("restock");
    const issue = await issueWithPrintStock(0, 3);
    const key = crypto.randomUUID();
    const refused = await addByApi(reader.cookie, issue.id, key);
    expect(refused.status).toBe(409);
    expect(quantityOf(refused.body, issue.id)).toBe(0);
    await row("UPDATE issue_formats SET instock = 4 WHERE issue_id = ? AND format = 'print' RETURNING 1", issue.id);
    expect(quantityOf((await addByApi(reader.cookie, issue.id, key)).body, issue.id)).toBe(1);
    expect(quantityOf((await addByApi(reader.cookie, issue.id, key)).body, issue.id)).toBe(1);
  });

  it("a bad write key answers 400 naming the field and adds nothing", async () => {
    const reader = await createReader("badkey");
    const issue = await issueWithPrintStock(5, 4);
    const res = await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }], writeKey: "a\u0000b" }, reader.cookie),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("writeKey");
    const cart = await json<CartAnswer>("/api/cart", 200, { headers: { cookie: reader.cookie } });
    expect(quantityOf(cart, issue.id)).toBe(0);
  });

  it("without JavaScript, the purchase form posted again adds once, for a reader and for a visitor", async () => {
    const reader = await createReader("nojs");
    const issue = await issueWithPrintStock(10, 5);
    const page = await (await call(`/print/${issue.slug}/purchase`, { headers: { cookie: reader.cookie } })).text();
    const writeKey = /name="writeKey" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(writeKey).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 0; i < 2; i++) {
      const res = await call(`/print/${issue.slug}/purchase`, formInit({ format: "print", writeKey }, reader.cookie));
      expect(res.status).toBe(302);
    }
    const cart = await json<CartAnswer>("/api/cart", 200, { headers: { cookie: reader.cookie } });
    expect(quantityOf(cart, issue.id)).toBe(1);
    // A second visit of the page is a new key: a second copy.
    const secondPage = await (
      await call(`/print/${issue.slug}/purchase`, { headers: { cookie: reader.cookie } })
    ).text();
    const secondKey = /name="writeKey" value="([^"]+)"/.exec(secondPage)?.[1] ?? "";
    expect(secondKey).not.toBe(writeKey);
    await call(`/print/${issue.slug}/purchase`, formInit({ format: "print", writeKey: secondKey }, reader.cookie));
    expect(quantityOf(await json<CartAnswer>("/api/cart", 200, { headers: { cookie: reader.cookie } }), issue.id)).toBe(
      2,
    );

    const visitorKey = crypto.randomUUID();
    const first = await call(`/print/${issue.slug}/purchase`, formInit({ format: "print", writeKey: visitorKey }));
    const cookie = /guest_cart=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0] ?? "";
    await call(`/print/${issue.slug}/purchase`, formInit({ format: "print", writeKey: visitorKey }, cookie));
    const guestLine = await row<{ quantity: number }>(
      "SELECT quantity FROM guest_cart_lines WHERE issue_id = ? AND format = 'print' ORDER BY id DESC LIMIT 1",
      issue.id,
    );
    expect(guestLine.quantity).toBe(1);
  });
});
