import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { addDays } from "#machines/rules/guide/guide";
import { formatMoney } from "#machines/rules/shop/money";

import { call, createReader, formInit, html, row } from "./guide-helpers";

const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const READER = "session=seed-reader-session";

const SCREENS = [
  "/admin/reports",
  "/admin/reports/invoices",
  "/admin/reports/invoices.csv",
  "/admin/reports/invoices/order/1",
  "/admin/reports/invoices/subscription/1",
  "/admin/reports/user-registration-tally",
  "/admin/reports/subscriber-geolocation",
  "/admin/users",
  "/admin/users/1",
];

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const today = new Date().toISOString().slice(0, 10);

describe("role checks on the reports and users screens", () => {
  it.each(SCREENS)("sends a visitor from %s to sign in with a return path", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(SCREENS)("answers a reader and a guide admin 403 at %s", async (path) => {
    for (const cookie of [READER, GUIDE_ADMIN]) {
      const res = await get(path, cookie);
      expect(res.status, `${path} ${cookie}`).toBe(403);
      await res.text();
    }
  });

  it.each(SCREENS)("opens %s to the admin, never cached", async (path) => {
    const res = await get(path, ADMIN);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    await res.text();
  });

  it("leads the menu's reports and users entries to their screens", async () => {
    const page = await html("/admin/reports", 200, { headers: { cookie: ADMIN } });
    expect(page).toContain('href="/admin/reports"');
    expect(page).toContain('href="/admin/reports/invoices"');
    expect(page).toContain('href="/admin/reports/subscriber-geolocation"');
    expect(page).toContain('href="/admin/users"');
    expect(page).toContain('data-testid="reports-overview"');
  });
});

describe("invoices", () => {
  it("lists orders and subscriptions with totals per currency that match D1", async () => {
    const from = addDays(today, -364);
    const sums = await row<{ cents: number; n: number }>(
      `SELECT SUM(c) AS cents, SUM(n) AS n FROM (
         SELECT SUM(total_cents) AS c, COUNT(*) AS n FROM orders WHERE created_at >= ?1 AND created_at < ?2
         UNION ALL SELECT SUM(price_cents), COUNT(*) FROM subscriptions WHERE created_at >= ?1 AND created_at < ?2)`,
      from,
      addDays(today, 1),
    );
    const page = await html("/admin/reports/invoices", 200, { headers: { cookie: ADMIN } });
    expect(page).toContain(REPORT_TEXTS.invoiceCount(sums.n));
    expect(page).toContain(formatMoney(sums.cents, "USD"));
    expect(page).toMatch(/href="\/admin\/reports\/invoices\/order\/\d+"/);
    expect(page).toMatch(/href="\/admin\/reports\/invoices\/subscription\/\d+"/);
    expect(page).toContain('data-testid="pager"');
  });

  it("filters by kind and status", async () => {
    const { n } = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM orders WHERE status = 'failed' AND created_at >= ?",
      addDays(today, -364),
    );
    const page = await html("/admin/reports/invoices?kind=order&status=failed", 200, { headers: { cookie: ADMIN } });
    expect(page).toContain(REPORT_TEXTS.invoiceCount(n));
    expect(page).not.toMatch(/href="\/admin\/reports\/invoices\/subscription\/\d+"/);
    expect(page).not.toContain("admin-status--paid");
  });

  it.each([
    ["from=2026-02-30", REPORT_TEXTS.badDate],
    ["to=yesterday", REPORT_TEXTS.badDate],
    ["from=2026-05-01&to=2026-04-01", REPORT_TEXTS.dateOrder],
    ["kind=refund", REPORT_TEXTS.badKind],
    ["status=%27%20OR%201%3D1", REPORT_TEXTS.badStatus],
    ["page=0", REPORT_TEXTS.badPage],
    ["page=99999999999999999999", REPORT_TEXTS.badPage],
    ["page=-3", REPORT_TEXTS.badPage],
  ])("answers 400 with the field's message for %s", async (query, message) => {
    const page = await html(`/admin/reports/invoices?${query}`, 400, { headers: { cookie: ADMIN } });
    expect(page).toContain(message.replaceAll("'", "&#x27;"));
    const csv = await call(`/admin/reports/invoices.csv?${query}`, { headers: { cookie: ADMIN } });
    expect(csv.status).toBe(400);
    expect(await csv.text()).toContain(message);
  });

  it("says a page past the end is past the end", async () => {
    const page = await html("/admin/reports/invoices?page=9999", 404, { headers: { cookie: ADMIN } });
    expect(page).toMatch(/There is no page 9999: this list has \d+ pages?\./);
  });

  it("exports the filtered invoices as CSV with a file name", async () => {
    const res = await call("/admin/reports/invoices.csv?kind=subscription&status=active", {
      headers: { cookie: ADMIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("kind,id,date,status,customer,email,country,description,currency,amount");
    const { n } = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM subscriptions WHERE status = 'active' AND created_at >= ? AND created_at < ?",
      addDays(today, -364),
      addDays(today, 1),
    );
    expect(lines.filter((l) => l.startsWith("subscription,"))).toHaveLength(n);
    expect(lines.at(-1)).toBe("");
    expect(lines[1]).toMatch(
      /^subscription,\d+,\d{4}-\d{2}-\d{2}T[^,]+,active,[^,]*,[^,]+,[A-Z]+,[^,]+,USD,\d+\.\d{2}$/,
    );
  });

  it("escapes fields and neutralises formulas in the CSV", async () => {
    const user = await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash, created_at) VALUES (?, ?, 'x', ?) RETURNING id",
    )
      .bind(
        `=cmd|' /C calc'!A0${crypto.randomUUID().slice(0, 6)}`,
        `csv-${crypto.randomUUID().slice(0, 8)}@example.org`,
        new Date().toISOString(),
      )
      .first<{ id: number }>();
    const order = await env.DB.prepare(
      `INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, created_at)
       VALUES (?, ?, 'paid', 1000, 0, 1000, 'US', ?, ?) RETURNING id`,
    )
      .bind(user!.id, crypto.randomUUID(), "+1@example.org", new Date().toISOString())
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO order_lines (order_id, position, format, title, quantity, unit_price_cents) VALUES (?, 0, 'print', ?, 1, 1000)",
    )
      .bind(order!.id, 'Summer, "the" issue\n@SUM(1)')
      .run();
    const res = await call(`/admin/reports/invoices.csv?from=${today}&to=${today}&kind=order`, {
      headers: { cookie: ADMIN },
    });
    const text = await res.text();
    const line = text.split("\r\n").find((l) => l.startsWith(`order,${order!.id},`));
    expect(line).toBeDefined();
    expect(line).toContain(",'=cmd|' /C calc'!A0");
    expect(line).toContain(",'+1@example.org,");
    expect(line).toContain(',"Summer, ""the"" issue\n@SUM(1) × 1",');
    expect(line).toMatch(/,USD,10\.00$/);
  });

  it("shows any reader's order and subscription invoices to the admin", async () => {
    const order = await row<{ id: number; total_cents: number }>(
      "SELECT id, total_cents FROM orders WHERE user_id > 4 ORDER BY id LIMIT 1",
    );
    const page = await html(`/admin/reports/invoices/order/${order.id}`, 200, { headers: { cookie: ADMIN } });
    expect(page).toContain(`Invoice ${order.id}`);
    // The reader's invoice as they got it: the total written as prices are ("$51", "$10.99").
    expect(page).toContain(`$${(order.total_cents / 100).toFixed(2).replace(/\.00$/, "")}<`);
    const sub = await row<{ id: number; price_cents: number }>(
      "SELECT id, price_cents FROM subscriptions WHERE user_id > 4 ORDER BY id LIMIT 1",
    );
    const subPage = await html(`/admin/reports/invoices/subscription/${sub.id}`, 200, { headers: { cookie: ADMIN } });
    expect(subPage).toContain(`Subscription invoice ${sub.id}`);
    expect(subPage).toContain(formatMoney(sub.price_cents, "USD"));
    // The reader's own invoice page stays the buyer's: the admin's session is not the buyer.
    expect((await get(`/invoice/${order.id}`, ADMIN)).status).toBe(404);
  });

  it.each(["0", "abc", "99999999", "1e3", "-1"])("answers 404 for invoice id %s", async (id) => {
    for (const kind of ["order", "subscription"]) {
      const res = await get(`/admin/reports/invoices/${kind}/${id}`, ADMIN);
      expect(res.status, `${kind} ${id}`).toBe(404);
      await res.text();
    }
  });
});

describe("user registration tally", () => {
  it.each(["day", "week", "month"])("groups registrations per %s, a chart above the table", async (group) => {
    const page = await html(`/admin/reports/user-registration-tally?group=${group}`, 200, {
      headers: { cookie: ADMIN },
    });
    expect(page).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(page).toContain(`<title id=`);
    expect(page).toContain(REPORT_TEXTS.chartTitle(group as "day"));
    expect(page).toContain("<desc");
    expect(page.indexOf('data-testid="bar-chart"')).toBeLessThan(page.indexOf('data-testid="registration-tally"'));
    const bars = [...page.matchAll(/class="admin-chart__bar"[^>]*data-value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(bars.length).toBeGreaterThan(group === "month" ? 12 : group === "week" ? 50 : 55);
    expect(bars.some((v) => v > 0)).toBe(true);
  });

  it("counts a month's registrations as D1 does", async () => {
    const month = today.slice(0, 7);
    const { n } = await row<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE substr(created_at, 1, 7) = ?", month);
    const from = `${month}-01`;
    const page = await html(`/admin/reports/user-registration-tally?group=month&from=${from}&to=${today}`, 200, {
      headers: { cookie: ADMIN },
    });
    expect(page).toMatch(new RegExp(`<td>[A-Z][a-z]{2} \\d{4}</td><td class="num">${n}</td>`));
  });

  it.each([
    ["group=year", REPORT_TEXTS.badGrouping],
    ["from=2026-13-01", REPORT_TEXTS.badDate],
    ["from=2026-06-01&to=2026-01-01", REPORT_TEXTS.dateOrder],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    const page = await html(`/admin/reports/user-registration-tally?${query}`, 400, { headers: { cookie: ADMIN } });
    expect(page).toContain(message);
  });

  it("says so when a range is longer than the grouping can chart, and charts its last part", async () => {
    const page = await html("/admin/reports/user-registration-tally?group=month&from=1900-01-01&to=2100-12-31", 200, {
      headers: { cookie: ADMIN },
    });
    const notice = page.match(/data-testid="range-shortened">([^<]*)</)?.[1] ?? "";
    expect(notice).toContain("Per month the chart shows at most 10 years");
    expect(notice).toContain("1900");
    expect(notice).toMatch(/starts on [^,]*2090, not [^.]*1900/);
    const plain = await html(`/admin/reports/user-registration-tally?group=month&from=${today.slice(0, 7)}-01`, 200, {
      headers: { cookie: ADMIN },
    });
    expect(plain).not.toContain("range-shortened");
  });
});

describe("subscriber geolocation", () => {
  it("shades countries by active subscribers and lists states and provinces", async () => {
    const us = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM subscriptions WHERE status = 'active' AND ends_at > ? AND ship_to_country = 'US'",
      new Date().toISOString(),
    );
    const ny = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM subscriptions WHERE status = 'active' AND ends_at > ? AND ship_to_country = 'US' AND ship_to_region = 'NY'",
      new Date().toISOString(),
    );
    const page = await html("/admin/reports/subscriber-geolocation", 200, { headers: { cookie: ADMIN } });
    expect(page).toMatch(/<svg[^>]*role="img"/);
    expect(page).toContain(REPORT_TEXTS.mapTitle);
    expect(page).toMatch(new RegExp(`data-country="US" data-count="${us.n}"`));
    expect(page).toMatch(/class="admin-map__shade-5"[^>]*data-country="US"/);
    expect(page).toMatch(
      new RegExp(`data-country="US"><th scope="row">United States</th><td class="num">${us.n}</td>`),
    );
    expect(page).toMatch(new RegExp(`data-region="US-NY"><th scope="row">New York</th><td class="num">${ny.n}</td>`));
    expect(page).toMatch(/data-region="CA-(ON|QC|BC)"/);
    expect([...page.matchAll(/<path d="M/g)].length).toBeGreaterThan(150);
  });

  it("counts a new subscription under the state its delivery address names", async () => {
    const reader = await createReader("statewise");
    const res = await call(
      "/subscribe",
      formInit(
        {
          idempotencyKey: crypto.randomUUID(),
          order_term: "P1Y-US",
          billing_firstName: "Ada",
          billing_lastName: "Reader",
          billing_address1: "1 Main Street",
          billing_city: "Montpelier",
          billing_state: " vermont ",
          billing_zip: "05602",
          billing_country: "US",
          shipToBilling: "on",
        },
        reader.cookie,
      ),
    );
    expect(res.status).toBe(302);
    const sub = await row<{ ship_to_country: string; ship_to_region: string }>(
      "SELECT ship_to_country, ship_to_region FROM subscriptions WHERE user_id = ?",
      reader.id,
    );
    expect(sub).toEqual({ ship_to_country: "US", ship_to_region: "VT" });
  });
});

describe("report queries", () => {
  it.each([
    ["SELECT COUNT(*) FROM orders WHERE created_at >= '2026-01-01' AND created_at < '2026-02-01'", "orders_created"],
    [
      "SELECT COUNT(*) FROM subscriptions WHERE created_at >= '2026-01-01' AND created_at < '2026-02-01'",
      "subscriptions_created",
    ],
    [
      "SELECT substr(created_at, 1, 10) AS day, COUNT(*) FROM users WHERE created_at >= '2026-01-01' AND created_at < '2026-02-01' GROUP BY day",
      "users_created",
    ],
    [
      "SELECT ship_to_country, ship_to_region, COUNT(*) FROM subscriptions WHERE status = 'active' AND ends_at > '2026-01-01' GROUP BY 1, 2",
      "subscriptions_active_place",
    ],
    ["SELECT * FROM sign_ins WHERE user_id = 5 ORDER BY created_at DESC LIMIT 20", "sign_ins_user"],
  ])("use an index: %s", async (sql, index) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
    expect(results.map((r) => r.detail).join(" | ")).toContain(index);
  });
});
