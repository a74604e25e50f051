import { describe, expect, it } from "vitest";
import { lastMail } from "./account-helpers";
import { call, createReader, formInit, html, jsonInit, row } from "./guide-helpers";
import { answerCallback, payInSandbox, sandboxCallback, US_BILLING } from "./shop-helpers";

async function submit(fields: Record<string, string>, cookie: string, path = "/subscribe") {
  const res = await call(path, formInit(fields, cookie));
  expect(res.status).toBe(302);
  return res.headers.get("location") ?? "";
}

const billing = US_BILLING;

async function subscriberFlag(id: number) {
  return (await row<{ is_subscriber: number }>("SELECT is_subscriber FROM users WHERE id = ?", id)).is_subscriber;
}

describe("subscribe form", () => {
  it("opens with the gift form from the subscribers' gift tab (tid=gift), unless a recipient is chosen", async () => {
    const giftPlans = (page: string) => page.includes('data-plan-id="G2Y-US"');
    expect(giftPlans(await html("/subscribe?tid=gift"))).toBe(true);
    expect(giftPlans(await html("/subscribe"))).toBe(false);
    const giftTab = await html("/subscribe?tid=gift&recipient=individual");
    expect(giftPlans(giftTab)).toBe(false);
    // Its links say which recipient they choose: "For myself" does not fall back to the gift plans.
    expect(giftTab).toContain('href="/subscribe?tid=gift&amp;recipient=individual"');
  });

  it("International sets INTL until a country is chosen; each country is listed once", async () => {
    const start = await html("/subscribe");
    expect(start).toContain('href="/subscribe?country=INTL"');
    const international = await html("/subscribe?country=INTL");
    expect(international).toContain('name="shiptoCountry" value="INTL"');
    expect(international).toMatch(/<option value="INTL" selected="">Choose a country<\/option>/);
    expect(international).toContain('data-plan-id="P2Y-ITNL"');
    const france = await html("/subscribe?country=FR");
    expect(france).toContain('name="shiptoCountry" value="FR"');
    expect(france).toMatch(/<option value="FR" selected="">France<\/option>/);
    const reader = await createReader("onecountry");
    const issue = await row<{ id: number }>(
      "SELECT issue_id AS id FROM issue_formats WHERE format = 'digital' LIMIT 1",
    );
    const added = await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: issue.id, type: "digital" }] }, reader.cookie),
    );
    expect(added.status).toBe(200);
    const checkout = await html("/cart/checkout", 200, { headers: { cookie: reader.cookie } });
    // The delivery list and the address forms' lists: United Kingdom once in each.
    for (const page of [international, checkout]) {
      const lists = page.match(/<select[\s\S]*?<\/select>/g) ?? [];
      expect(lists.length).toBeGreaterThan(page === checkout ? 1 : 2);
      for (const list of lists) expect(list.match(/>United Kingdom</g)?.length).toBe(1);
    }
  });

  it("creates the subscription at the server's price with an active code; paying it flags the account, once per key", async () => {
    const reader = await createReader("subscriber");
    const plan = await row<{ price_cents: number }>("SELECT price_cents FROM subscription_plans WHERE id = 'P2Y-US'");
    const fields = {
      idempotencyKey: crypto.randomUUID(),
      order_term: "P2Y-US",
      discountCode: "welcome10",
      price: "0.01",
      ...billing,
    };
    const paymentUrl = await submit(fields, reader.cookie);
    expect(await submit(fields, reader.cookie)).toBe(paymentUrl);
    // Not a subscriber until the payment is approved.
    expect(await subscriberFlag(reader.id)).toBe(0);
    const sandbox = await html(paymentUrl, 200, { headers: { cookie: reader.cookie } });
    expect(sandbox).toContain(`$${(Math.round(plan.price_cents * 0.9) / 100).toFixed(2).replace(/\.00$/, "")}`);
    const location = await payInSandbox(reader.cookie, paymentUrl);
    expect(location).toMatch(/^\/subscription\/\d+$/);
    const page = await html(location, 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("Thank you for subscribing");
    expect(page).toContain("Discount code WELCOME10 applied.");
    await html(location, 404, { headers: { cookie: (await createReader("subsnoop")).cookie } });
    // The header's subscribe tab and button switch to their gift variant.
    const home = await html("/", 200, { headers: { cookie: reader.cookie } });
    expect(home).toContain('data-variant="gift"');
    const rows = await row<{ n: number; price_cents: number; discount_code: string }>(
      "SELECT count(*) AS n, max(price_cents) AS price_cents, max(discount_code) AS discount_code FROM subscriptions WHERE user_id = ?",
      reader.id,
    );
    expect(rows).toEqual({ n: 1, price_cents: Math.round(plan.price_cents * 0.9), discount_code: "WELCOME10" });
    expect(await subscriberFlag(reader.id)).toBe(1);
  });

  it("takes a digital-only plan with a billing address alone: the page sends no shipping fields for it", async () => {
    const reader = await createReader("digitalonly");
    const { shipToBilling: _hidden, ...billingOnly } = billing;
    const paymentUrl = await submit(
      { idempotencyKey: crypto.randomUUID(), order_term: "D1Y", ...billingOnly },
      reader.cookie,
    );
    expect(paymentUrl).toMatch(/^\/payment\/sandbox/);
    const sub = await row<{ plan_id: string }>("SELECT plan_id FROM subscriptions WHERE user_id = ?", reader.id);
    expect(sub.plan_id).toBe("D1Y");
  });

  it("ignores an inactive code", async () => {
    const reader = await createReader("oldcode");
    await submit(
      { idempotencyKey: crypto.randomUUID(), order_term: "P2Y-US", discountCode: "SPRING2019", ...billing },
      reader.cookie,
    );
    const sub = await row<{ price_cents: number; discount_code: string | null }>(
      "SELECT price_cents, discount_code FROM subscriptions WHERE user_id = ?",
      reader.id,
    );
    const plan = await row<{ price_cents: number }>("SELECT price_cents FROM subscription_plans WHERE id = 'P2Y-US'");
    expect(sub).toEqual({ price_cents: plan.price_cents, discount_code: null });
  });

  it("a gift needs the recipient's e-mail, refuses < and >, and leaves the buyer's flag alone", async () => {
    const reader = await createReader("giver");
    const gift = await row<{ id: string }>(
      "SELECT id FROM subscription_plans WHERE recipient = 'gift' AND is_active = 1 ORDER BY sort_order LIMIT 1",
    );
    const base = { idempotencyKey: crypto.randomUUID(), order_term: gift.id, ...billing };
    const missing = await html("/subscribe?recipient=gift", 400, formInit({ ...base, name: "<Ada>" }, reader.cookie));
    expect(missing).toContain("The characters &lt;&gt; are not allowed.");
    const paymentUrl = await submit(
      { ...base, giftEmail: "friend@example.org", name: "Ada", giftMessage: "Enjoy" },
      reader.cookie,
      "/subscribe?recipient=gift",
    );
    expect(
      await html(await payInSandbox(reader.cookie, paymentUrl), 200, { headers: { cookie: reader.cookie } }),
    ).toContain("Thank you for your gift");
    const sub = await row<{ gift_email: string; gift_from: string; flags: number }>(
      "SELECT gift_email, gift_from, flags FROM subscriptions WHERE user_id = ?",
      reader.id,
    );
    expect(sub).toEqual({ gift_email: "friend@example.org", gift_from: "Ada", flags: 36 });
    expect(await subscriberFlag(reader.id)).toBe(0);
  });

  it("a paid subscription mails its buyer once and a gift's recipient its notice; a declined one mails nothing", async () => {
    const reader = await createReader("mailedsub");
    const count = async (to: string) =>
      (await row<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ?", to)).n;
    const declined = await submit(
      { idempotencyKey: crypto.randomUUID(), order_term: "P2Y-US", ...billing },
      reader.cookie,
    );
    await payInSandbox(reader.cookie, declined, "declined");
    expect(await count(reader.email)).toBe(0);

    const own = await submit({ idempotencyKey: crypto.randomUUID(), order_term: "P2Y-US", ...billing }, reader.cookie);
    const callback = await sandboxCallback(reader.cookie, own);
    const location = await answerCallback(reader.cookie, callback);
    await answerCallback(reader.cookie, callback);
    const plan = await row<{ title: string }>("SELECT title FROM subscription_plans WHERE id = 'P2Y-US'");
    const ends = await html(location, 200, { headers: { cookie: reader.cookie } });
    expect(await count(reader.email)).toBe(1);
    const mail = await lastMail(reader.email);
    expect(mail?.subject).toBe("Your Artmagazine subscription");
    expect(mail?.body).toContain("Thank you for subscribing. Your payment has arrived.");
    expect(mail?.body).toContain(`Subscription ${location.split("/").at(-1)}: ${plan.title}`);
    const runsUntil = /It runs until ([^.<]+)\./.exec(ends)?.[1];
    expect(mail?.body).toContain(`It runs until ${runsUntil}.`);

    const gift = await row<{ id: string; title: string }>(
      "SELECT id, title FROM subscription_plans WHERE recipient = 'gift' AND is_active = 1 ORDER BY sort_order LIMIT 1",
    );
    const friend = `friend-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const giftPayment = await submit(
      {
        idempotencyKey: crypto.randomUUID(),
        order_term: gift.id,
        ...billing,
        giftEmail: friend,
        name: "Ada",
        giftMessage: "Enjoy the reviews",
      },
      reader.cookie,
      "/subscribe?recipient=gift",
    );
    await payInSandbox(reader.cookie, giftPayment);
    expect(await count(reader.email)).toBe(2);
    expect((await lastMail(reader.email))?.subject).toBe("Your Artmagazine gift subscription");
    expect((await lastMail(reader.email))?.body).toContain(`We have let ${friend} know about the gift.`);
    expect(await count(friend)).toBe(1);
    const notice = await lastMail(friend);
    expect(notice?.subject).toBe("Ada has given you a subscription to Artmagazine");
    expect(notice?.body).toContain(`Ada has given you a subscription to Artmagazine: ${gift.title}.`);
    expect(notice?.body).toContain("Ada writes:\nEnjoy the reviews");
    expect(notice?.body).not.toContain("$");
  });

  it("a declined payment leaves the subscription unpaid and the reader not a subscriber", async () => {
    const reader = await createReader("subdeclined");
    const paymentUrl = await submit(
      { idempotencyKey: crypto.randomUUID(), order_term: "P2Y-US", ...billing },
      reader.cookie,
    );
    const page = await html(await payInSandbox(reader.cookie, paymentUrl, "declined"), 200, {
      headers: { cookie: reader.cookie },
    });
    expect(page).toContain("The payment was declined");
    expect(
      (await row<{ status: string }>("SELECT status FROM subscriptions WHERE user_id = ?", reader.id)).status,
    ).toBe("failed");
    expect(await subscriberFlag(reader.id)).toBe(0);
  });

  it("answers a visitor 401 and bad input 400 with messages, never 500", async () => {
    expect((await call("/subscribe", formInit({ order_term: "P2Y-US", ...billing }))).status).toBe(401);
    const reader = await createReader("badsub");
    expect(
      await html("/subscribe", 400, formInit({ idempotencyKey: crypto.randomUUID(), ...billing }, reader.cookie)),
    ).toContain("Please select a subscription plan");
    expect(
      await html(
        "/subscribe",
        400,
        formInit({ idempotencyKey: crypto.randomUUID(), order_term: "NOPE", ...billing }, reader.cookie),
      ),
    ).toContain("Please select a subscription plan");
    expect(
      await html(
        "/subscribe",
        400,
        formInit({ idempotencyKey: crypto.randomUUID(), order_term: "P2Y-US" }, reader.cookie),
      ),
    ).toContain("Please enter first name.");
    expect(await html("/subscribe", 400, formInit({ order_term: "P2Y-US", ...billing }, reader.cookie))).toContain(
      "This form has expired.",
    );
  });
});
