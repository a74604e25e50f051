import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createReader, json, jsonInit, row, type TestReader } from "./guide-helpers";
import { sqlToday } from "./sqlClock";

/**
 * Issue 10 point 4: one reader can never read or change another's cart, order,
 * invoice, myguide, profile or session, whatever ids they put in the request.
 */
let owner: TestReader;
let other: TestReader;
let lineId = 0;
let orderId = 0;
let exhibitionId = 0;

beforeAll(async () => {
  owner = await createReader("owner");
  other = await createReader("other");
  const format = await row<{ issue_id: number; format: string }>(
    "SELECT issue_id, format FROM issue_formats WHERE instock > 2 ORDER BY issue_id LIMIT 1",
  );
  await json(
    "/api/cart/add",
    200,
    jsonInit("POST", { cart: [{ itemId: format.issue_id, type: format.format, quantity: 1 }] }, owner.cookie),
  );
  lineId = (
    await row<{ id: number }>(
      "SELECT l.id FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = ?",
      owner.id,
    )
  ).id;
  const order = await env.DB.prepare(
    "INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, email, created_at) VALUES (?, ?, 'paid', 1000, 0, 1000, ?, ?) RETURNING id",
  )
    .bind(owner.id, crypto.randomUUID(), owner.email, new Date().toISOString())
    .first<{ id: number }>();
  orderId = order!.id;
  exhibitionId = (
    await row<{ id: number }>(`SELECT id FROM exhibitions WHERE show_end >= ${sqlToday()} ORDER BY id LIMIT 1`)
  ).id;
  await call(`/api/guide/myguide/exhibition/${exhibitionId}`, { method: "POST", headers: { cookie: owner.cookie } });
});

async function ownerCartLines(): Promise<number> {
  return (
    await row<{ n: number }>(
      "SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = ?",
      owner.id,
    )
  ).n;
}

describe("one reader cannot reach another's data", () => {
  it("cart: another reader neither sees nor changes the owner's line", async () => {
    expect(await ownerCartLines()).toBe(1);
    const theirs = await json<{ items?: unknown[] }>("/api/cart", 200, { headers: { cookie: other.cookie } });
    expect(JSON.stringify(theirs)).not.toContain(`"id":${lineId}`);
    await json("/api/cart/remove", 404, jsonInit("POST", { cart: [{ id: lineId }] }, other.cookie));
    await json("/api/cart/update", 404, jsonInit("PATCH", { cart: [{ id: lineId, quantity: 2 }] }, other.cookie));
    expect(await ownerCartLines()).toBe(1);
    const quantity = await row<{ quantity: number }>("SELECT quantity FROM cart_lines WHERE id = ?", lineId);
    expect(quantity.quantity).toBe(1);
  });

  it.each(["order", "invoice"])("%s: only its buyer sees it", async (kind) => {
    expect((await call(`/${kind}/${orderId}`, { headers: { cookie: owner.cookie } })).status).toBe(200);
    const theirs = await call(`/${kind}/${orderId}`, { headers: { cookie: other.cookie }, redirect: "manual" });
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(owner.email);
    expect((await call(`/${kind}/${orderId}`, { redirect: "manual" })).status).not.toBe(200);
  });

  it("myguide: another reader neither sees nor removes the owner's exhibition", async () => {
    const theirs = await json<Record<string, unknown>>("/api/guide/myguide/exhibitions", 200, {
      headers: { cookie: other.cookie },
    });
    expect(JSON.stringify(theirs)).not.toContain(`"id":${exhibitionId},`);
    await call(`/api/guide/myguide/exhibition/${exhibitionId}`, {
      method: "DELETE",
      headers: { cookie: other.cookie },
    });
    await call("/api/guide/myguide/exhibitions", { method: "DELETE", headers: { cookie: other.cookie } });
    const kept = await row<{ n: number }>(
      "SELECT count(*) AS n FROM myguide_entries WHERE user_id = ? AND exhibition_id = ?",
      owner.id,
      exhibitionId,
    );
    expect(kept.n).toBe(1);
  });

  it("profile: each reader sees only their own e-mail", async () => {
    const page = await (await call("/profile", { headers: { cookie: other.cookie } })).text();
    expect(page).toContain(other.email);
    expect(page).not.toContain(owner.email);
  });

  it("session: another reader's sign-out leaves the owner signed in", async () => {
    await call("/api/logout", { headers: { cookie: other.cookie } });
    const page = await (await call("/profile", { headers: { cookie: owner.cookie } })).text();
    expect(page).toContain(owner.email);
    const signedOut = await (await call("/profile", { headers: { cookie: other.cookie }, redirect: "manual" })).text();
    expect(signedOut).not.toContain(other.email);
  });
});
