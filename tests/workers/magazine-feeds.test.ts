import { describe, expect, it } from "vitest";
import { type ArticleJson, get, getHtml, getJson, type ListBody, one } from "./magazine-helpers";
import { elementTexts, expectRfc822, readFeed } from "./parsers";
import { sqlNow } from "./sqlClock";

describe("channel feeds", () => {
  it("serves an RSS feed per channel with the newest articles and no body", async () => {
    const res = await get("/feed/news");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    const feed = readFeed(xml);
    expect(feed.meta).toEqual({ type: "rss", version: "2.0" });
    expect(feed.url).toBe("http://localhost:8787/news");
    expect(feed.self).toBe("http://localhost:8787/feed/news");
    const news = await getJson<ListBody<ArticleJson>>("/api/items?category=news&pageSize=1");
    expect(feed.items).toHaveLength(24);
    expect(feed.items[0]!.url).toBe(`http://localhost:8787${news._embedded.items[0]!.url}`);
    expect(feed.items[0]!.published?.toISOString()).toBe(new Date(news._embedded.items[0]!.published).toISOString());
    // Titles and deks only: no markup, never the body.
    expect(feed.items.every((item) => item.description !== null && !item.description.includes("<p>"))).toBe(true);
    // RSS 2.0 dates are RFC 822.
    const dates = elementTexts(xml, "pubDate");
    expect(dates).toHaveLength(24);
    for (const date of dates) expectRfc822(date);
  });

  it("answers 404 for a feed of no channel", async () => {
    expect((await get("/feed/no-such-channel")).status).toBe(404);
  });
});

describe("page metadata", () => {
  it("gives an article a canonical URL, Open Graph, Twitter card and NewsArticle JSON-LD", async () => {
    const news = await getJson<ListBody>("/api/items?category=news&pageSize=1");
    const article = news._embedded.items[0] as ArticleJson;
    const html = await getHtml(article.url);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${article.url}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const json = JSON.parse(ld!) as Record<string, unknown>;
    expect(json["@type"]).toBe("NewsArticle");
    expect(json.headline).toBe(article.title);
    expect(json.datePublished).toBe(article.published);
    expect(json.isAccessibleForFree).toBe(true);
  });

  it("gives a channel its canonical URL and RSS link", async () => {
    const html = await getHtml("/news?page=2");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/news?page=2"/>');
    expect(html).toContain('href="/feed/news"');
  });
});

describe("GET /api/items?channel", () => {
  it("lists a whole channel as its page does, and refuses a bad channel slug", async () => {
    const list = await getJson<ListBody>("/api/items?channel=columns&pageSize=12");
    expect(list._embedded.items.every((a) => a.channel === "columns")).toBe(true);
    const { n } = await one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM articles WHERE channel = 'columns' AND type <> 600 AND published_at <= ${sqlNow()}`,
    );
    expect(list.total).toBe(n);
    const bad = await getJson<{ error: string }>("/api/items?channel=%3Cscript%3E", 400);
    expect(bad.error).toMatch(/^channel/);
  });

  it("pages a channel without overlap", async () => {
    const first = await getJson<ListBody>("/api/items?channel=news&page=1&pageSize=12");
    expect(first.pages).toBeGreaterThan(1);
    const last = await getJson<ListBody>(`/api/items?channel=news&page=${first.pages}&pageSize=12`);
    expect(last.page).toBe(first.pages);
    expect(first._embedded.items.some((a) => last._embedded.items.some((b) => b.id === a.id))).toBe(false);
  });
});
