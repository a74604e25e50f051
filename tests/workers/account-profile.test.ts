import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { formatDate } from "#machines/rules/calendar/dates";
import { freshIp, withinOneRateWindow } from "./account-helpers";
import { call, createReader, formInit, html, row, type TestReader } from "./guide-helpers";
import { escaped } from "./magazine-helpers";

/**
 * Issue 51 point 12: the profile lists the reader's orders (with their invoices), subscriptions with
 * their renewal date, gifts given and newsletter standing, and a subscriber turns auto-renewal off and
 * changes where the next issue goes, with forms that work without JavaScript.
 */

beforeEach(() => withinOneRateWindow());

const DAY = 86_400_000;

function post(fields: Record<string, string>, cookie: string): RequestInit {
  const init = formInit(fields, cookie);
  return { ...init, headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": freshIp() } };
}

const NEW_YORK = {
  firstName: "Ada",
  lastName: "Reader",
  company: "",
  address1: "1 Main Street",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  country: "US",
  phone: "",
};

/** The delivery form's fields for an address: the checkout's, prefixed shipping_. */
function deliveryFields(subscription: number, address: Record<string, string>): Record<string, string> {
  return {
    intent: "delivery",
    subscription: String(subscription),
    ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`shipping_${k}`, v])),
  };
}

/** A paid subscription of the reader's (a gift when `giftEmail` is given), ending in a year. */
async function subscriptionOf(reader: TestReader, plan = "P2Y-US", giftEmail: string | null = null): Promise<number> {
  const now = new Date();
  const created = await env.DB.prepare(
    `INSERT INTO subscriptions (user_id, plan_id, flags, price_cents, status, starts_at, ends_at, created_at, gift_email, delivery_address)
     VALUES (?, ?, ?, 9000, 'active', ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      reader.id,
      plan,
      giftEmail ? 36 : 4,
      now.toISOString(),
      new Date(now.getTime() + 365 * DAY).toISOString(),
      now.toISOString(),
      giftEmail,
      plan === "D1Y" ? null : JSON.stringify(NEW_YORK),
    )
    .first<{ id: number }>();
  return created!.id;
}

async function paidOrderOf(reader: TestReader): Promise<number> {
  const created = await env.DB.prepare(
    `INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, email, created_at)
     VALUES (?, ?, 'paid', 3000, 2100, 5100, ?, ?) RETURNING id`,
  )
    .bind(reader.id, crypto.randomUUID(), reader.email, new Date().toISOString())
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO order_lines (order_id, position, format, title, quantity, unit_price_cents) VALUES (?, 0, 'print', 'Summer', 2, 1500)`,
  )
    .bind(created!.id)
    .run();
  return created!.id;
}

async function stored(id: number) {
  return row<{ auto_renew: number; delivery_address: string | null; ship_to_country: string; ship_to_region: string }>(
    "SELECT auto_renew, delivery_address, ship_to_country, ship_to_region FROM subscriptions WHERE id = ?",
    id,
  );
}

describe("/profile lists what the reader has", () => {
  it("shows orders with invoice links, subscriptions with their renewal date, gifts and the newsletter", async () => {
    const reader = await createReader("overview");
    const order = await paidOrderOf(reader);
    const pending = await env.DB.prepare(
      `INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, email, created_at)
       VALUES (?, ?, 'pending', 1500, 1500, 3000, ?, ?) RETURNING id`,
    )
      .bind(reader.id, crypto.randomUUID(), reader.email, new Date().toISOString())
      .first<{ id: number }>();
    const own = await subscriptionOf(reader);
    await subscriptionOf(reader, "P2Y-US", "friend@example.org");
    await env.DB.prepare("INSERT INTO newsletter_signups (email, created_at) VALUES (?, ?)")
      .bind(reader.email, new Date().toISOString())
      .run();
    const res = await call("/profile", { headers: { cookie: reader.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const page = await res.text();
    const ends = formatDate(
      (await row<{ ends_at: string }>("SELECT ends_at FROM subscriptions WHERE id = ?", own)).ends_at,
    );

    expect(page).toContain(`href="/order/${order}"`);
    expect(page).toContain(`href="/invoice/${order}"`);
    // The total as the order page and the payment page give it: "$51", not "$51.00".
    expect(page).toMatch(/2 copies[^$]{0,40}\$51</);
    expect(page).not.toContain("$51.00");
    // An order never paid has its page, and no invoice.
    expect(page).toContain(`href="/order/${pending!.id}"`);
    expect(page).not.toContain(`href="/invoice/${pending!.id}"`);

    const subscriptions = page.slice(page.indexOf('data-testid="profile-subscriptions"'));
    expect(subscriptions).toContain("2 years (20 issues)");
    expect(subscriptions).not.toContain(">P2Y-US<");
    expect(subscriptions).toContain(escaped(PROFILE_TEXTS.renewsOn(ends)));
    expect(subscriptions).toContain("1 Main Street");
    expect(subscriptions).toContain("United States");

    expect(page).toContain(escaped(PROFILE_TEXTS.giftTo("friend@example.org")));
    expect(page).toContain(escaped(PROFILE_TEXTS.newsletterOn(reader.email)));
  });

  it("says what a reader without any of them has", async () => {
    const reader = await createReader("empty");
    const page = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain(escaped(PROFILE_TEXTS.noOrders));
    expect(page).toContain(escaped(PROFILE_TEXTS.noSubscriptions));
    expect(page).toContain(escaped(PROFILE_TEXTS.newsletterOff));
    expect(page).toContain(PROFILE_TEXTS.newsletterResume);
    expect(page).not.toContain('data-testid="profile-gifts"');
  });
});

describe("turning auto-renewal off", () => {
  it("turns it off once, however often the post is sent, and back on", async () => {
    const reader = await createReader("renewoff");
    const id = await subscriptionOf(reader);
    const ends = formatDate(
      (await row<{ ends_at: string }>("SELECT ends_at FROM subscriptions WHERE id = ?", id)).ends_at,
    );
    const off = { intent: "renewal", subscription: String(id), renew: "off" };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await call("/profile", post(off, reader.cookie));
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(await res.text()).toContain(escaped(PROFILE_TEXTS.renewalTurnedOff(ends)));
      expect((await stored(id)).auto_renew).toBe(0);
    }
    const page = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain(escaped(PROFILE_TEXTS.endsOn(ends)));
    expect(page).toContain(PROFILE_TEXTS.turnRenewalOn);

    const on = await call("/profile", post({ ...off, renew: "on" }, reader.cookie));
    expect(await on.text()).toContain(escaped(PROFILE_TEXTS.renewalTurnedOn(ends)));
    expect((await stored(id)).auto_renew).toBe(1);
  });

  it("answers 400 naming the field for bad input, and changes no one else's subscription", async () => {
    const reader = await createReader("renewbad");
    const other = await createReader("renewother");
    const id = await subscriptionOf(reader);
    const theirs = await subscriptionOf(other);
    const gift = await subscriptionOf(reader, "P2Y-US", "friend@example.org");
    const cases: [Record<string, string>, string][] = [
      [{ intent: "renewal", subscription: String(id), renew: "maybe" }, PROFILE_TEXTS.badRenewal],
      [{ intent: "renewal", subscription: String(id) }, PROFILE_TEXTS.badRenewal],
      [{ intent: "renewal", subscription: "abc", renew: "off" }, PROFILE_TEXTS.badSubscription],
      [{ intent: "renewal", subscription: String(theirs), renew: "off" }, PROFILE_TEXTS.badSubscription],
      [{ intent: "renewal", subscription: String(gift), renew: "off" }, PROFILE_TEXTS.badSubscription],
    ];
    for (const [fields, message] of cases) {
      const res = await call("/profile", post(fields, reader.cookie));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(escaped(message));
    }
    expect((await stored(id)).auto_renew).toBe(1);
    expect((await stored(theirs)).auto_renew).toBe(1);
  });
});

describe("changing the delivery address", () => {
  it("sends the next issue to the new address, with its country and region for the reports", async () => {
    const reader = await createReader("moving");
    const id = await subscriptionOf(reader);
    const boston = { ...NEW_YORK, address1: "9 Harbor Way", city: "Boston", state: "Massachusetts", zip: "02110" };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await call("/profile", post(deliveryFields(id, boston), reader.cookie));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(escaped(PROFILE_TEXTS.deliveryChanged));
    }
    const saved = await stored(id);
    expect(JSON.parse(saved.delivery_address!)).toMatchObject({ address1: "9 Harbor Way", city: "Boston" });
    expect(saved.ship_to_country).toBe("US");
    expect(saved.ship_to_region).toBe("MA");
    const page = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("9 Harbor Way");
  });

  it("answers 400 naming the field, keeping what was typed and the stored address", async () => {
    const reader = await createReader("movebad");
    const id = await subscriptionOf(reader);
    const digital = await subscriptionOf(reader, "D1Y");
    const cases: [Record<string, string>, string, string][] = [
      [deliveryFields(id, { ...NEW_YORK, city: "" }), "shipping_city", "Please enter city."],
      [deliveryFields(id, { ...NEW_YORK, address1: "x".repeat(121) }), "shipping_address1", "Address is too long."],
      [
        deliveryFields(id, { ...NEW_YORK, zip: "1\u0000" }),
        "shipping_zip",
        "ZIP or postal code cannot contain control characters.",
      ],
      [deliveryFields(id, { ...NEW_YORK, country: "ZZ" }), "shipping_country", "Please choose a country."],
      [deliveryFields(id, { ...NEW_YORK, country: "CA" }), "shipping_country", PROFILE_TEXTS.deliveryOutsidePlan],
      [deliveryFields(999_999_999, NEW_YORK), "subscription", PROFILE_TEXTS.badSubscription],
      [deliveryFields(digital, NEW_YORK), "subscription", PROFILE_TEXTS.badSubscription],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call("/profile", post({ ...fields, shipping_company: "Typed Gallery" }, reader.cookie));
      expect(res.status, field).toBe(400);
      const page = await res.text();
      expect(page, field).toContain(escaped(message));
      if (field.startsWith("shipping_")) {
        // The message sits under its field, and the form shows what was typed.
        expect(page).toContain(`id="delivery-${id}-${field}-error"`);
        expect(page).toContain('value="Typed Gallery"');
      }
    }
    expect(JSON.parse((await stored(id)).delivery_address!)).toEqual(NEW_YORK);
  });
});

describe("the newsletter choice", () => {
  it("stops the newsletter once, however often it is sent, and brings it back", async () => {
    const reader = await createReader("letters");
    await env.DB.prepare("INSERT INTO newsletter_signups (email, created_at) VALUES (?, ?)")
      .bind(reader.email, new Date().toISOString())
      .run();
    const unsubscribes = () =>
      env.DB.prepare("SELECT created_at FROM newsletter_unsubscribes WHERE email = ? COLLATE NOCASE")
        .bind(reader.email)
        .all<{ created_at: string }>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await call("/profile", post({ intent: "newsletter", newsletter: "off" }, reader.cookie));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(escaped(PROFILE_TEXTS.newsletterStopped));
      expect((await unsubscribes()).results).toHaveLength(1);
    }
    const stopped = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(stopped).toContain(escaped(PROFILE_TEXTS.newsletterUnsubscribed(formatDate(new Date().toISOString()))));
    expect(stopped).toContain(PROFILE_TEXTS.newsletterResume);

    const back = await call("/profile", post({ intent: "newsletter", newsletter: "on" }, reader.cookie));
    expect(await back.text()).toContain(escaped(PROFILE_TEXTS.newsletterResumed(reader.email)));
    expect((await unsubscribes()).results).toHaveLength(0);
    expect(await html("/profile", 200, { headers: { cookie: reader.cookie } })).toContain(
      escaped(PROFILE_TEXTS.newsletterOn(reader.email)),
    );
  });

  it("signs up a reader who never did, and answers 400 naming the field for another value", async () => {
    const reader = await createReader("newletters");
    const bad = await call("/profile", post({ intent: "newsletter", newsletter: "weekly" }, reader.cookie));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(escaped(PROFILE_TEXTS.badNewsletter));
    await call("/profile", post({ intent: "newsletter", newsletter: "on" }, reader.cookie));
    const signup = await row<{ origin: string }>(
      "SELECT origin FROM newsletter_signups WHERE email = ? COLLATE NOCASE",
      reader.email,
    );
    expect(signup.origin).toBe("profile");
  });
});
