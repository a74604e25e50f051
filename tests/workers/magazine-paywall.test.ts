import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN, type ArticleJson, get, READER, SUBSCRIBER } from "./magazine-helpers";
import { articles, bodySample, counter, read } from "./meter-helpers";

describe("paywall for visitors (signed meter cookie)", () => {
  it("counts free articles down, then sends the wall without the body", async () => {
    const list = await articles(4);
    let cookie = "";
    const seen: (string | null)[] = [];
    for (const a of list.slice(0, 3)) {
      const r = await read(a.url, cookie);
      seen.push(counter(r.html));
      expect(r.html).toContain(`href="/login?redirectTo=${encodeURIComponent(a.url)}"`);
      expect(r.html).toContain(await bodySample(a.id));
      expect(r.res.headers.get("cache-control")).toContain("private");
      cookie = r.cookie;
    }
    expect(seen).toEqual([
      "You have 2 articles remaining this month.",
      "You have 1 article remaining this month.",
      "This is your last free article for the month.",
    ]);
    const walled = await read(list[3]!.url, cookie);
    expect(walled.html).toContain('data-testid="paywall-wall"');
    expect(walled.html).not.toContain(await bodySample(list[3]!.id));
    expect(walled.html).not.toContain('data-testid="article-body"');
    expect(walled.html).toContain("Subscribe from $50 a year");
    expect(walled.html).toContain("Digital issue $5.99");
    expect(walled.html).toContain("Back issues from $15");
    expect(walled.html).toContain('href="/subscribe"');
    expect(walled.html).toContain('href="/print/archive"');
    expect(walled.html).toContain('"isAccessibleForFree":false');
    // A subscriber who is signed out signs in from the wall and comes back to this article (as from the bar).
    expect(walled.html).toContain(`href="/login?redirectTo=${encodeURIComponent(list[3]!.url)}"`);
    expect(walled.html).toContain("Subscriber? Sign in");
    // An article already read this month stays readable.
    const again = await read(list[0]!.url, cookie);
    expect(again.html).toContain(await bodySample(list[0]!.id));
  });

  it("the counter bar expands to the current issue cover", async () => {
    const [a] = await articles(1);
    const { html } = await read(a!.url, "");
    expect(html).toMatch(/<details class="paywall-bar__details"[\s\S]*Cover of the [^"]+ issue/);
  });

  it("ignores a tampered meter cookie", async () => {
    const list = await articles(4, 4);
    let cookie = "";
    for (const a of list.slice(0, 3)) cookie = (await read(a.url, cookie)).cookie;
    // The signature follows the value's last ".".
    const forged = cookie.replace(/\.[^.;]+$/, ".AAAA");
    expect(forged).not.toBe(cookie);
    const r = await read(list[3]!.url, forged);
    expect(counter(r.html)).toBe("You have 2 articles remaining this month.");
  });

  it("treats crawlers as visitors", async () => {
    const list = await articles(4, 8);
    const bot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    let cookie = "";
    for (const a of list.slice(0, 3)) {
      const r = await read(a.url, cookie, bot);
      expect(r.html).toContain('data-testid="paywall-bar"');
      cookie = r.cookie;
    }
    const walled = await read(list[3]!.url, cookie, bot);
    expect(walled.html).toContain('data-testid="paywall-wall"');
  });
});

describe("paywall for signed-in readers (per account)", () => {
  it("meters per account, whatever the cookie says", async () => {
    await env.DB.prepare("DELETE FROM article_reads").run();
    const list = await articles(4, 12);
    for (const a of list.slice(0, 3)) {
      const r = await read(a.url, READER);
      expect(r.html).toContain(await bodySample(a.id));
      expect(r.res.headers.get("set-cookie") ?? "").not.toContain("meter=");
    }
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM article_reads").first<{ n: number }>())!;
    expect(n).toBe(3);
    const walled = await read(list[3]!.url, READER);
    expect(walled.html).toContain('data-testid="paywall-wall"');
    expect(walled.html).not.toContain(await bodySample(list[3]!.id));
  });
});

describe("subscribers and staff are never metered", () => {
  it.each([
    ["subscriber", SUBSCRIBER],
    ["admin", ADMIN],
  ])("a %s reads everything with no counter bar", async (_who, cookie) => {
    for (const a of await articles(5, 16)) {
      const r = await read(a.url, cookie);
      expect(r.html).not.toContain('data-testid="paywall-bar"');
      expect(r.html).not.toContain('data-testid="paywall-wall"');
      expect(r.html).toContain(await bodySample(a.id));
      expect(r.res.headers.get("set-cookie") ?? "").not.toContain("meter=");
    }
  });
});

describe("GET /api/items/{id} keeps the paywall", () => {
  it("gives the body only to subscribers and staff", async () => {
    const [a] = await articles(1);
    const visitor = (await (await get(`/api/items/${a!.id}`)).json()) as ArticleJson & { paywalled?: boolean };
    expect(visitor.bodyFormatted).toBe("");
    expect(visitor.paywalled).toBe(true);
    const reader = (await (await get(`/api/items/${a!.id}`, { headers: { cookie: READER } })).json()) as ArticleJson;
    expect(reader.bodyFormatted).toBe("");
    const subscriber = (await (
      await get(`/api/items/${a!.id}`, { headers: { cookie: SUBSCRIBER } })
    ).json()) as ArticleJson;
    expect(subscriber.bodyFormatted.length).toBeGreaterThan(100);
  });
});
