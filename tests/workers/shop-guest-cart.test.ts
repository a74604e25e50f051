import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createReader, formInit, html, jsonInit, row } from "./guide-helpers";

/**
 * The guest cart of a visitor without JavaScript (issue 5 point 7): plain
 * forms keep a server cart under an HttpOnly cookie, with the account cart's
 * rules, and sign-in merges it into the account cart without losing a line.
 */

async function issueWithStock(instock: number, skip: number) {
  const issue = await row<{ id: number; slug: string; title: string }>(
    `SELECT pi.id, pi.slug, pi.title FROM print_issues pi
       JOIN issue_formats p ON p.issue_id = pi.id AND p.format = 'print'
       JOIN issue_formats d ON d.issue_id = pi.id AND d.format = 'digital'
      WHERE p.instock > 0 AND d.instock > 0 ORDER BY pi.id DESC LIMIT 1 OFFSET ?`,
    skip,
  );
  await row(
    "UPDATE issue_formats SET instock = ? WHERE issue_id = ? AND format = 'print' RETURNING instock",
    instock,
    issue.id,
  );
  return issue;
}

const guestCookieOf = (res: Response) => /guest_cart=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "";

async function addAsVisitor(slug: string, format: string, cookie = "") {
  return call(`/print/${slug}/purchase`, formInit({ format }, cookie || undefined));
}

async function guestLineId(cookie: string): Promise<number> {
  const page = await html("/cart", 200, { headers: { cookie } });
  return Number(/name="id" value="(\d+)"/.exec(page)?.[1] ?? 0);
}

describe("guest cart without JavaScript", () => {
  it("a visitor's add keeps a cart under a private cookie; the cart page, update and remove follow the account cart's rules", async () => {
    const issue = await issueWithStock(3, 0);
    const first = await addAsVisitor(issue.slug, "print");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/cart");
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^guest_cart=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly;/);
    expect(setCookie).toContain("SameSite=Lax");
    const cookie = guestCookieOf(first);
    // The database keeps the token's hash only.
    expect(
      (
        await row<{ n: number }>(
          "SELECT count(*) AS n FROM guest_cart_lines WHERE token_hash = ?",
          cookie.split("=")[1],
        )
      ).n,
    ).toBe(0);

    const again = await addAsVisitor(issue.slug, "print", cookie);
    expect(again.status).toBe(302);
    expect(again.headers.getSetCookie().filter((c) => c.startsWith("guest_cart="))).toEqual([]);
    const page = await html("/cart", 200, { headers: { cookie } });
    expect(page).toContain(issue.title);
    expect(page).toMatch(/name="quantity"[^>]*value="2"/);

    expect(await addAsVisitor(issue.slug, "digital", cookie).then((r) => r.status)).toBe(302);
    const twice = await addAsVisitor(issue.slug, "digital", cookie);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("This digital issue is already in your cart.");

    const id = await guestLineId(cookie);
    const tooMany = await call("/cart", formInit({ intent: "update", id: String(id), quantity: "4" }, cookie));
    expect(tooMany.status).toBe(409);
    expect(await tooMany.text()).toContain("There are only 3 copies in stock.");
    for (const quantity of ["-1", "0", "", "99999", "two"]) {
      expect((await call("/cart", formInit({ intent: "update", id: String(id), quantity }, cookie))).status).toBe(400);
    }
    expect((await call("/cart", formInit({ intent: "update", id: String(id), quantity: "3" }, cookie))).status).toBe(
      302,
    );

    // Another visitor's cart, an unknown line and no cart at all are 404, never 500.
    const stranger = guestCookieOf(await addAsVisitor(issue.slug, "print"));
    expect((await call("/cart", formInit({ intent: "remove", id: String(id) }, stranger))).status).toBe(404);
    expect((await call("/cart", formInit({ intent: "update", id: String(id), quantity: "1" }, stranger))).status).toBe(
      404,
    );
    expect((await call("/cart", formInit({ intent: "remove", id: "999999999" }, cookie))).status).toBe(404);
    expect((await call("/cart", formInit({ intent: "remove", id: String(id) }))).status).toBe(404);
    expect((await call("/cart", formInit({ intent: "remove", id: String(id) }, "guest_cart=forged"))).status).toBe(404);
    expect((await call("/cart", formInit({ intent: "remove", id: String(id) }, cookie))).status).toBe(302);
    expect(await html("/cart", 200, { headers: { cookie } })).not.toMatch(/name="quantity"[^>]*value="3"/);
  });

  it("signing in merges the guest cart into the account cart: no line lost, stock caps with the spec's message", async () => {
    const capped = await issueWithStock(2, 1);
    const fresh = await issueWithStock(5, 2);
    const reader = await createReader("guestmerge");
    // The account cart already holds one copy of the capped issue.
    expect(
      (
        await call(
          "/api/cart/add",
          jsonInit("POST", { cart: [{ itemId: capped.id, type: "print", quantity: 1 }] }, reader.cookie),
        )
      ).status,
    ).toBe(200);

    const cookie = guestCookieOf(await addAsVisitor(capped.slug, "print"));
    await addAsVisitor(capped.slug, "print", cookie);
    await addAsVisitor(fresh.slug, "print", cookie);
    await addAsVisitor(fresh.slug, "digital", cookie);

    const signedIn = await call(
      "/login",
      formInit({ _username: reader.username, _password: reader.password, redirectTo: "/cart/checkout" }, cookie),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/cart/checkout");
    const session = /session=[^;]+/.exec(signedIn.headers.get("set-cookie") ?? "")?.[0] ?? "";

    const lines = await accountLines(reader.id);
    expect(lines).toEqual(
      [
        { issue_id: capped.id, format: "print", quantity: 2 },
        { issue_id: fresh.id, format: "digital", quantity: 1 },
        { issue_id: fresh.id, format: "print", quantity: 1 },
      ].sort((a, b) => a.issue_id - b.issue_id || a.format.localeCompare(b.format)),
    );
    const checkout = await html("/cart/checkout", 200, { headers: { cookie: `${session}; ${cookie}` } });
    expect(checkout).toContain("There are only 2 copies in stock.");
    // The message shows once; the guest cart is empty now.
    expect(await html("/cart/checkout", 200, { headers: { cookie: `${session}; ${cookie}` } })).not.toContain(
      "There are only 2 copies in stock.",
    );
    expect(await html("/cart", 200, { headers: { cookie } })).toContain("Your cart is empty.");
  });
});

async function accountLines(userId: number) {
  const { results } = await env.DB.prepare(
    "SELECT l.issue_id, l.format, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = ? ORDER BY l.issue_id, l.format",
  )
    .bind(userId)
    .all<{ issue_id: number; format: string; quantity: number }>();
  return results;
}
