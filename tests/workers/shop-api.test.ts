import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CartView } from "#workers/db/shopCartView";
import { call, createReader, formInit, html, json, jsonInit, row } from "./guide-helpers";

/** The cart as /api/cart answers it. */
type CartBody = CartView;

/** An issue with at least `n` print copies and a digital edition in stock. */
async function stockedIssue(n = 3) {
  return row<{ id: number; slug: string; instock: number; price_cents: number }>(
    `SELECT pi.id, pi.slug, p.instock, p.price_cents FROM print_issues pi
       JOIN issue_formats p ON p.issue_id = pi.id AND p.format = 'print'
       JOIN issue_formats d ON d.issue_id = pi.id AND d.format = 'digital'
      WHERE p.instock >= ? AND d.instock > 0 ORDER BY pi.id LIMIT 1`,
    n,
  );
}

describe("GET /api/cart", () => {
  it("answers an empty cart with shipping {us, international} for a visitor", async () => {
    const body = await json<CartBody>("/api/cart", 200);
    expect(body).toEqual(
      expect.objectContaining({ cart: [], shipping: { us: 0, international: 0 }, subtotal: 0, errors: [] }),
    );
  });
});

describe("POST /api/cart/add (errors in errors)", () => {
  it("answers 400 with the message in errors for bad input", async () => {
    expect(await json("/api/cart/add", 400, jsonInit("POST", {}))).toEqual({
      errors: ["cart: cart must hold at least one item."],
    });
    const badType = await json<{ errors: string[] }>(
      "/api/cart/add",
      400,
      jsonInit("POST", { cart: [{ itemId: 1, type: "vinyl", quantity: 1 }] }),
    );
    expect(badType.errors[0]).toMatch(/type must be one of print, digital, product/);
    const negative = await json<{ errors: string[] }>(
      "/api/cart/add",
      400,
      jsonInit("POST", { cart: [{ itemId: 1, type: "print", quantity: -2 }] }),
    );
    expect(negative.errors[0]).toMatch(/quantity/);
    const huge = await json<{ errors: string[] }>(
      "/api/cart/add",
      400,
      jsonInit("POST", { cart: [{ itemId: 1, type: "print", quantity: 100000 }] }),
    );
    expect(huge.errors[0]).toMatch(/quantity/);
    const noId = await json<{ errors: string[] }>(
      "/api/cart/add",
      400,
      jsonInit("POST", { cart: [{ type: "print" }] }),
    );
    expect(noId.errors[0]).toMatch(/itemId must be a positive whole number/);
    expect(await json("/api/cart/add", 400, jsonInit("POST", "{oops"))).toEqual({
      errors: ["The request body is not valid JSON."],
    });
  });

  it("answers 404 for an unknown issue and 401 for a visitor", async () => {
    const unknown = await json<{ errors: string[] }>(
      "/api/cart/add",
      404,
      jsonInit("POST", { cart: [{ itemId: 999999, type: "print", quantity: 1 }] }),
    );
    expect(unknown.errors[0]).toMatch(/999999/);
    const issue = await stockedIssue(1);
    await json("/api/cart/add", 401, jsonInit("POST", { cart: [{ itemId: issue.id, type: "print", quantity: 1 }] }));
  });

  it("adds, refuses more than the stock and a second digital copy, updates and removes", async () => {
    const reader = await createReader("cart");
    const issue = await stockedIssue(3);
    const added = await json<CartBody>(
      "/api/cart/add",
      200,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "print", quantity: 1 }] }, reader.cookie),
    );
    expect(added.cart).toHaveLength(1);
    const line = added.cart[0]!;
    expect(line).toEqual(
      expect.objectContaining({
        quantity: 1,
        price: issue.price_cents / 100,
        flags_translated: "print",
        path_purchase: `/print/${issue.slug}/purchase`,
      }),
    );
    expect(line.item.id).toBe(issue.id);
    expect(added.shipping).toEqual({ us: 15, international: 30 });
    expect(added.subtotal).toBe(issue.price_cents / 100);

    const digital = await json<CartBody>(
      "/api/cart/add",
      200,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "digital" }] }, reader.cookie),
    );
    expect(digital.cart).toHaveLength(2);
    const again = await json<CartBody>(
      "/api/cart/add",
      409,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "digital" }] }, reader.cookie),
    );
    expect(again.errors).toEqual(["This digital issue is already in your cart."]);

    const two = await json<CartBody>(
      "/api/cart/update",
      200,
      jsonInit("PATCH", { cart: [{ id: line.id, quantity: 2 }] }, reader.cookie),
    );
    expect(two.cart.find((l) => l.id === line.id)?.quantity).toBe(2);
    expect(two.shipping).toEqual({ us: 21, international: 40 });

    const over = await json<CartBody & { error: string }>(
      "/api/cart/update",
      409,
      jsonInit("PATCH", { cart: [{ id: line.id, quantity: issue.instock + 1 }] }, reader.cookie),
    );
    expect(over.error).toBe(`There are only ${issue.instock} copies in stock.`);

    const removed = await json<CartBody>(
      "/api/cart/remove",
      200,
      jsonInit("POST", { cart: [{ id: line.id }] }, reader.cookie),
    );
    expect(removed.cart.map((l) => l.flags_translated)).toEqual(["digital"]);
    expect(removed.shipping).toEqual({ us: 0, international: 0 });
    const fetched = await json<CartBody>("/api/cart", 200, { headers: { cookie: reader.cookie } });
    expect(fetched.cart).toHaveLength(1);
  });

  it("refuses a quantity above the stock on add", async () => {
    const reader = await createReader("stock");
    const issue = await row<{ id: number; instock: number }>(
      "SELECT issue_id AS id, instock FROM issue_formats WHERE format = 'print' AND instock BETWEEN 1 AND 98 ORDER BY issue_id LIMIT 1",
    );
    const body = await json<CartBody>(
      "/api/cart/add",
      409,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "print", quantity: issue.instock + 1 }] }, reader.cookie),
    );
    expect(body.errors).toEqual([`There are only ${issue.instock} copies in stock.`]);
  });

  it("says a sold-out print is unavailable, not that only 0 copies are left", async () => {
    const reader = await createReader("soldout");
    const issue = await stockedIssue(1);
    await env.DB.prepare("UPDATE issue_formats SET instock = 0 WHERE issue_id = ? AND format = 'print'")
      .bind(issue.id)
      .run();
    try {
      const body = await json<CartBody>(
        "/api/cart/add",
        409,
        jsonInit("POST", { cart: [{ itemId: issue.id, type: "print", quantity: 1 }] }, reader.cookie),
      );
      expect(body.errors).toEqual(["We're sorry, this issue is currently unavailable for purchase."]);
    } finally {
      await env.DB.prepare("UPDATE issue_formats SET instock = ? WHERE issue_id = ? AND format = 'print'")
        .bind(issue.instock, issue.id)
        .run();
    }
  });
});

describe("cart update and remove", () => {
  it("answer 400 for bad input, 401 for a visitor and 404 for another reader's line", async () => {
    expect(
      (await json<{ error: string }>("/api/cart/update", 400, jsonInit("PATCH", { cart: [{ id: 1 }] }))).error,
    ).toMatch(/quantity/);
    expect(
      (await json<{ error: string }>("/api/cart/remove", 400, jsonInit("POST", { cart: [{ id: "x" }] }))).error,
    ).toMatch(/id must be a positive whole number/);
    await json("/api/cart/remove", 401, jsonInit("POST", { cart: [{ id: 1 }] }));
    const owner = await createReader("owner");
    const other = await createReader("other");
    const issue = await stockedIssue(1);
    const added = await json<CartBody>(
      "/api/cart/add",
      200,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }] }, owner.cookie),
    );
    const lineId = added.cart[0]!.id;
    await json("/api/cart/remove", 404, jsonInit("POST", { cart: [{ id: lineId }] }, other.cookie));
    await json("/api/cart/update", 404, jsonInit("PATCH", { cart: [{ id: lineId, quantity: 1 }] }, other.cookie));
    expect((await json<CartBody>("/api/cart", 200, { headers: { cookie: owner.cookie } })).cart).toHaveLength(1);
  });
});

describe("GET /api/order/form/create", () => {
  it("serves the shipping address schema", async () => {
    const body = await json<{
      shippingAddress: { fields: { name: string; required: boolean }[] };
      defaultCountry: string;
    }>("/api/order/form/create", 200);
    expect(body.defaultCountry).toBe("US");
    expect(body.shippingAddress.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "address1", "city", "zip", "country"]),
    );
  });
});

describe("subscription calls", () => {
  it("GET /api/subscription/code/:code answers isActive and code", async () => {
    const active = await row<{ code: string }>(
      "SELECT code FROM discount_codes WHERE is_active = 1 ORDER BY code LIMIT 1",
    );
    const inactive = await row<{ code: string }>(
      "SELECT code FROM discount_codes WHERE is_active = 0 ORDER BY code LIMIT 1",
    );
    expect(await json(`/api/subscription/code/${active.code.toLowerCase()}`, 200)).toEqual(
      expect.objectContaining({ isActive: true, code: active.code }),
    );
    // An inactive code is not found, like an unknown one (tests/workers/discount-code-lookups.test.ts).
    expect(await json(`/api/subscription/code/${inactive.code.toLowerCase()}`, 404)).toEqual({
      isActive: false,
      code: inactive.code.toLowerCase(),
      error: `The code ${inactive.code.toLowerCase()} does not exist.`,
    });
    expect(await json("/api/subscription/code/NOSUCHCODE", 404)).toEqual(
      expect.objectContaining({ isActive: false, code: "NOSUCHCODE" }),
    );
    expect((await json<{ error: string }>("/api/subscription/code/bad%20code!", 400)).error).toMatch(/letters, digits/);
  });

  it("GET /api/subscription/options answers the plan list for a country and flags", async () => {
    type Options = { plans: { id: string; title: string; description: string; price: number; flags: number }[] };
    const us = await json<Options>("/api/subscription/options", 200);
    expect(us.plans.map((p) => p.id)).toContain("P2Y-US");
    for (const plan of us.plans)
      expect(plan).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
          price: expect.any(Number),
          flags: expect.any(Number),
        }),
      );
    expect((await json<Options>("/api/subscription/options?countrycode=CA", 200)).plans.map((p) => p.id)).toContain(
      "P2Y-CA",
    );
    expect((await json<Options>("/api/subscription/options?countrycode=fr", 200)).plans.map((p) => p.id)).toContain(
      "P2Y-ITNL",
    );
    const gift = await json<Options>("/api/subscription/options?flags=36", 200);
    expect(gift.plans.length).toBeGreaterThan(0);
    expect(gift.plans.every((p) => p.id !== "P2Y-US")).toBe(true);
  });

  it("applies an active discount to the prices", async () => {
    type Options = { plans: { id: string; price: number; fullPrice: number }[]; discount: { rate: number } | null };
    const code = await row<{ code: string; rate_percent: number }>(
      "SELECT code, rate_percent FROM discount_codes WHERE is_active = 1 AND kind = 'general' ORDER BY code LIMIT 1",
    );
    const body = await json<Options>(`/api/subscription/options?discount=${code.code}`, 200);
    expect(body.discount?.rate).toBe(code.rate_percent);
    for (const p of body.plans) expect(p.price).toBeCloseTo((p.fullPrice * (100 - code.rate_percent)) / 100, 2);
    const inactive = await row<{ code: string }>("SELECT code FROM discount_codes WHERE is_active = 0 LIMIT 1");
    expect((await json<Options>(`/api/subscription/options?discount=${inactive.code}`, 200)).discount).toBeNull();
  });

  it("answers 400 for bad flags or country", async () => {
    expect((await json<{ error: string }>("/api/subscription/options?flags=5", 400)).error).toMatch(/flags must be 4/);
    expect((await json<{ error: string }>("/api/subscription/options?countrycode=USA1", 400)).error).toMatch(
      /countrycode/,
    );
  });
});

describe("shop pages", () => {
  it("/subscribe lists the U.S. plans with Best Deal! and prices without .00", async () => {
    const page = await html("/subscribe");
    expect(page).toContain('data-plan-id="P2Y-US"');
    expect(page).toContain("Best Deal!");
    const { price_cents } = await row<{ price_cents: number }>(
      "SELECT price_cents FROM subscription_plans WHERE id = 'P2Y-US'",
    );
    if (price_cents % 100 === 0) expect(page).toContain(`>$${price_cents / 100}<`);
    expect(page).not.toMatch(/\$\d+\.00/);
  });

  it("/print/:issue/purchase shows formats, or the unavailable message", async () => {
    const issue = await stockedIssue(1);
    const page = await html(`/print/${issue.slug}/purchase`);
    expect(page).toContain('name="format"');
    expect(page).toContain("Add to cart");
    const soldOut = await env_soldOut();
    if (soldOut)
      expect(await html(`/print/${soldOut}/purchase`)).toContain(
        "We&#x27;re sorry, this issue is currently unavailable for purchase.",
      );
    await html("/print/no-such-issue/purchase", 404);
  });

  it("/print/:issue/purchase adds to a reader's cart as a plain form, and a visitor's to their guest cart", async () => {
    const issue = await stockedIssue(1);
    const visitor = await call(`/print/${issue.slug}/purchase`, formInit({ format: "print" }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/cart");
    expect(visitor.headers.get("set-cookie")).toMatch(/^guest_cart=/);
    const reader = await createReader("buyer");
    const res = await call(`/print/${issue.slug}/purchase`, formInit({ format: "print" }, reader.cookie));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/cart");
    expect((await json<CartBody>("/api/cart", 200, { headers: { cookie: reader.cookie } })).cart).toHaveLength(1);
    const bad = await call(`/print/${issue.slug}/purchase`, formInit({ format: "vinyl" }, reader.cookie));
    expect(bad.status).toBe(400);
  });

  it("/cart updates and removes lines as plain forms", async () => {
    const reader = await createReader("cartform");
    const issue = await stockedIssue(2);
    const added = await json<CartBody>(
      "/api/cart/add",
      200,
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }] }, reader.cookie),
    );
    const lineId = String(added.cart[0]!.id);
    const update = await call("/cart", formInit({ intent: "update", id: lineId, quantity: "2" }, reader.cookie));
    expect(update.status).toBe(302);
    expect((await json<CartBody>("/api/cart", 200, { headers: { cookie: reader.cookie } })).cart[0]!.quantity).toBe(2);
    const remove = await call("/cart", formInit({ intent: "remove", id: lineId }, reader.cookie));
    expect(remove.status).toBe(302);
    expect((await json<CartBody>("/api/cart", 200, { headers: { cookie: reader.cookie } })).cart).toHaveLength(0);
  });

  it("/cart shows an empty cart to a visitor and /cart/checkout asks to sign in", async () => {
    expect(await html("/cart")).toContain("Your cart is empty.");
    expect(await html("/cart/checkout")).toContain("Please sign in or register");
  });

  it("/cart lists a reader's lines with subtotal, shipping and Check Out", async () => {
    const reader = await createReader("cartpage");
    const issue = await stockedIssue(1);
    await json("/api/cart/add", 200, jsonInit("POST", { cart: [{ itemId: issue.id, type: "print" }] }, reader.cookie));
    const page = await html("/cart", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("Check Out");
    expect(page).toContain("Subtotal");
    expect(page).toContain("$15");
    const res = await call("/cart/checkout", { headers: { cookie: reader.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="billing_address1"');
  });
});

async function env_soldOut(): Promise<string | null> {
  const found = await row<{ slug: string }>(
    "SELECT pi.slug FROM print_issues pi WHERE NOT EXISTS (SELECT 1 FROM issue_formats f WHERE f.issue_id = pi.id AND f.instock > 0) LIMIT 1",
  ).catch(() => null);
  return found?.slug ?? null;
}
