import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRIVACY } from "#workers/services/http/routePrivacy";
import { call, createReader, jsonInit, row, type TestReader } from "./guide-helpers";
import { sqlToday } from "./sqlClock";

/**
 * Privacy decided from the route that matched, never from the address's spelling: every
 * route of the table, in several spellings, asked by two readers of one kind in interleaved
 * bursts of 30, twice (the second time the edge cache holds what the first kept). Neither
 * reader may ever see the other's name, e-mail (which their orders and invoices show) or
 * calendar token.
 */
const { routes } = await import("virtual:react-router/server-build");

let owner: TestReader;
let other: TestReader;
const secrets = new Map<TestReader, string[]>();
const values: Record<string, string> = {};

/** Every route's full pattern, from the build's manifest. */
function patterns(): { id: string; pattern: string }[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter((part) => part !== "").join("/");
  };
  return Object.keys(routes).map((id) => ({ id, pattern: `/${fullPath(id)}` }));
}

/** A concrete address for a pattern: each parameter filled with a value the seed (or the owner) has. */
function addressOf(pattern: string): string {
  return pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? (values[part.slice(1)] ?? "x") : part === "*" ? "x" : part))
    .join("/");
}

/** The same address as a reader might spell it: the router reads them all as one page. */
function spellings(path: string): string[] {
  if (path === "/") return ["/", "//"];
  const first = path.charCodeAt(1).toString(16).toUpperCase();
  return [path, path.toUpperCase(), `${path}/`, `/%${first}${path.slice(2)}`, `/${path}`];
}

beforeAll(async () => {
  owner = await createReader("walkowner");
  other = await createReader("walkother");
  for (const reader of [owner, other]) {
    const format = await row<{ issue_id: number; format: string }>(
      "SELECT issue_id, format FROM issue_formats WHERE instock > 5 ORDER BY issue_id LIMIT 1",
    );
    await call(
      "/api/cart/add",
      jsonInit("POST", { cart: [{ itemId: format.issue_id, type: format.format, quantity: 1 }] }, reader.cookie),
    );
    const order = await env.DB.prepare(
      "INSERT INTO orders (user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, email, created_at) VALUES (?, ?, 'paid', 1000, 0, 1000, ?, ?) RETURNING id",
    )
      .bind(reader.id, crypto.randomUUID(), reader.email, new Date().toISOString())
      .first<{ id: number }>();
    const show = await row<{ id: number }>(
      `SELECT id FROM exhibitions WHERE show_end >= ${sqlToday()} ORDER BY id LIMIT 1`,
    );
    await call(`/api/guide/myguide/exhibition/${show.id}`, { method: "POST", headers: { cookie: reader.cookie } });
    await call("/artguide/myguide", { headers: { cookie: reader.cookie } });
    const token = await env.DB.prepare("SELECT token FROM myguide_calendar_tokens WHERE user_id = ?")
      .bind(reader.id)
      .first<{ token: string }>();
    // An order's page names its reader's e-mail; its id is in any address that asks for it.
    secrets.set(reader, [reader.username, reader.email, token?.token ?? ""].filter(Boolean));
    if (reader === owner) {
      values.id = String(order!.id);
      values.token = token?.token ?? "x";
    }
  }
  const article = await row<{ url: string }>(
    "SELECT url FROM articles WHERE category = 'news' AND published_at <= ? ORDER BY published_at DESC LIMIT 1",
    new Date().toISOString(),
  );
  [values.channel, values.article] = article.url.split("/").slice(1) as [string, string];
  values.issue = (await row<{ slug: string }>("SELECT slug FROM print_issues ORDER BY id LIMIT 1")).slug;
  values.slug = (await row<{ slug: string }>("SELECT slug FROM contributors ORDER BY id LIMIT 1")).slug;
  values.venue = (await row<{ slug: string }>("SELECT slug FROM venues ORDER BY id LIMIT 1")).slug;
  values.place = "new-york";
  values.tag = "from_our_sponsors";
  values.room = (await row<{ slug: string }>("SELECT slug FROM articles WHERE type = 600 ORDER BY id LIMIT 1")).slug;
  values.file = "articles-1.xml";
  values.kind = "header";
});

describe("privacy by route", () => {
  it("gives every route of the table a privacy (its own or a layout's), and names no route that is gone", () => {
    // The root is every route's parent: a route inherits only from a layout below it.
    const declared = (id: string | undefined): boolean =>
      id !== undefined && id !== "root" && (id in ROUTE_PRIVACY || declared(routes[id]?.parentId));
    expect(Object.keys(routes).filter((id) => id !== "root" && !declared(id))).toEqual([]);
    expect(Object.keys(ROUTE_PRIVACY).filter((id) => !(id in routes))).toEqual([]);
  });

  it("answers another spelling of a route's path with 301 to its own, before any cache", async () => {
    const cases: [string, string][] = [
      ["/CART", "/cart"],
      ["/%63art", "/cart"],
      ["/cart/", "/cart"],
      ["//cart", "/cart"],
      ["/INVOICE/372", "/invoice/372"],
      ["/%6frder/5", "/order/5"],
      ["/SUBSCRIBE?orderTerm=P1Y-US", "/subscribe?orderTerm=P1Y-US"],
      ["/Artguide/place/new-york", "/artguide/place/new-york"],
      ["/ARTGUIDE/MYGUIDE", "/artguide/myguide"],
      ["/artguide/calendar/myguide/AbC", "/artguide/calendar/myguide/AbC"],
      // Broken percent-encoding is the router's to answer (404), not a new address.
      ["/admin/%E0%A4%A", "/admin/%E0%A4%A"],
      ["/artguide/place/%E0%A4%A", "/artguide/place/%E0%A4%A"],
      ["/ARTGUIDE/place/%E0%A4%A", "/artguide/place/%E0%A4%A"],
    ];
    for (const [asked, canonical] of cases) {
      const res = await call(asked, { redirect: "manual", headers: { cookie: owner.cookie } });
      if (asked === canonical) {
        expect(res.status, asked).not.toBe(301);
        continue;
      }
      expect(res.status, asked).toBe(301);
      expect(res.headers.get("location"), asked).toBe(canonical);
    }
  });

  it("answers a personal route private, no-store whoever asks", async () => {
    for (const path of ["/cart", "/login", "/artguide/myguide", "/subscribe", `/order/${values.id}`]) {
      for (const cookie of ["", owner.cookie]) {
        const res = await call(path, { redirect: "manual", headers: { cookie } });
        expect(res.headers.get("cache-control"), `${path} ${cookie}`).toBe("private, no-store");
      }
    }
  });

  it("never shows one reader another's name, e-mail or token, on any route in any spelling", async () => {
    const leaks: string[] = [];
    for (const round of [1, 2]) {
      for (const { id, pattern } of patterns()) {
        const forms = spellings(addressOf(pattern));
        const burst = Array.from({ length: 30 }, (_, i) => {
          const reader = i % 2 === 0 ? owner : other;
          const path = forms[Math.floor(i / 2) % forms.length] as string;
          return call(path, { redirect: "manual", headers: { cookie: reader.cookie } }).then(async (res) => ({
            reader,
            path,
            body: await res.text(),
          }));
        });
        for (const { reader, path, body } of await Promise.all(burst)) {
          const stranger = reader === owner ? other : owner;
          for (const secret of secrets.get(stranger) ?? []) {
            if (body.includes(secret))
              leaks.push(`round ${round}, ${id}: ${path} showed ${reader.username} "${secret}"`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);
});
