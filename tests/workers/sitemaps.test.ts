import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listSitemapEntries, listSitemapParts } from "#workers/db/sitemap";
import { get, one } from "./magazine-helpers";
import { expectRfc3339, readXml } from "./parsers";
import { sqlNow } from "./sqlClock";

const BASE = "http://localhost:8787";

interface Loc {
  loc: string;
  lastmod?: string;
}

async function sitemapIndex(): Promise<Loc[]> {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const doc = readXml(await res.text(), ["sitemap"]) as {
    sitemapindex: { "@xmlns": string; sitemap: Loc[] };
  };
  expect(doc.sitemapindex["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return doc.sitemapindex.sitemap;
}

async function urlset(loc: string): Promise<Loc[]> {
  const res = await get(loc.slice(BASE.length));
  expect(res.status, loc).toBe(200);
  const doc = readXml(await res.text(), ["url"]) as { urlset: { "@xmlns": string; url?: Loc[] } };
  expect(doc.urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return doc.urlset.url ?? [];
}

const count = async (sql: string) => (await one<{ n: number }>(sql)).n;
const NOW = `${sqlNow()}`;

describe("the sitemap index", () => {
  it("lists the site's pages and a sitemap per kind of page, each with its latest change", async () => {
    const sitemaps = await sitemapIndex();
    expect(sitemaps.map((s) => s.loc)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/articles-1.xml`,
      `${BASE}/sitemaps/viewing-rooms-1.xml`,
      `${BASE}/sitemaps/issues-1.xml`,
      `${BASE}/sitemaps/places-1.xml`,
      `${BASE}/sitemaps/venues-1.xml`,
    ]);
    for (const sitemap of sitemaps) expectRfc3339(sitemap.lastmod!);
  });

  it("covers every published article, listed viewing room, print issue, guide city and venue, once", async () => {
    const byKind = new Map<string, Loc[]>();
    for (const sitemap of await sitemapIndex()) {
      const urls = await urlset(sitemap.loc);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        expect(url.loc.startsWith(`${BASE}/`)).toBe(true);
        if (url.lastmod !== undefined) expectRfc3339(url.lastmod);
      }
      byKind.set(/\/sitemaps\/([a-z-]+?)(-\d+)?\.xml$/.exec(sitemap.loc)![1]!, urls);
    }
    const locs = (kind: string) => byKind.get(kind)!.map((u) => u.loc);
    expect(locs("articles")).toHaveLength(
      await count(`SELECT COUNT(*) AS n FROM articles WHERE type <> 600 AND published_at <= ${NOW}`),
    );
    expect(locs("viewing-rooms")).toHaveLength(
      await count(`SELECT COUNT(*) AS n FROM articles WHERE type = 600 AND flags & 256 AND published_at <= ${NOW}`),
    );
    expect(locs("venues")).toHaveLength(await count("SELECT COUNT(*) AS n FROM venues"));
    expect(locs("places")).toHaveLength(await count("SELECT COUNT(*) AS n FROM places"));
    expect(locs("issues")).toHaveLength(
      await count(`SELECT COUNT(*) AS n FROM print_issues WHERE published_at <= ${NOW}`),
    );
    const issue = await one<{ slug: string }>("SELECT slug FROM print_issues ORDER BY published_at LIMIT 1");
    expect(locs("issues")).toContain(`${BASE}/print/${issue.slug}`);
    const venue = await one<{ slug: string }>("SELECT slug FROM venues ORDER BY id LIMIT 1");
    expect(locs("venues")).toContain(`${BASE}/artguide/venue/${venue.slug}`);
    expect(locs("places")).toContain(`${BASE}/artguide/place/new-york`);
    expect(locs("pages")).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/news`, `${BASE}/artguide`]));
    // Embargoed articles and unlisted viewing rooms stay out.
    const embargoed = await one<{ url: string }>(
      `SELECT url FROM articles WHERE published_at > ${NOW} ORDER BY id LIMIT 1`,
    ).catch(() => null);
    if (embargoed) expect(locs("articles")).not.toContain(BASE + embargoed.url);
    const unlisted = await one<{ url: string }>(
      "SELECT url FROM articles WHERE type = 600 AND (flags & 256) = 0 ORDER BY id LIMIT 1",
    );
    expect(locs("viewing-rooms")).not.toContain(BASE + unlisted.url);
    const all = [...byKind.values()].flat().map((u) => u.loc);
    expect(new Set(all).size).toBe(all.length);
  });

  it("answers 400 for a name it never gives and 404 for a part beyond the last", async () => {
    for (const name of ["articles.xml", "articles-0.xml", "users-1.xml", "pages-1.xml", "venues-1.json"]) {
      expect((await get(`/sitemaps/${name}`)).status, name).toBe(400);
    }
    expect((await get("/sitemaps/articles-999.xml")).status).toBe(404);
  });
});

describe("sitemap parts", () => {
  const now = new Date().toISOString();

  it("split a kind by id range, never more addresses in a part than its size, none twice", async () => {
    const size = 100;
    const parts = (await listSitemapParts(env.DB, size, now)).filter((p) => p.kind === "articles");
    expect(parts.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const part of parts) {
      const entries = await listSitemapEntries(env.DB, "articles", part.part, size, now);
      expect(entries.length).toBe(part.count);
      expect(entries.length).toBeLessThanOrEqual(size);
      expect(part.lastmod).toBe(
        entries
          .map((e) => e.lastmod!)
          .sort()
          .at(-1),
      );
      seen.push(...entries.map((e) => e.path));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(
      await count(`SELECT COUNT(*) AS n FROM articles WHERE type <> 600 AND published_at <= ${NOW}`),
    );
  });

  it("are kept between reads, yet follow every edit to an article, an issue, a venue or a city at once", async () => {
    const size = 50_000;
    const partOf = async (kind: string) => (await listSitemapParts(env.DB, size, now)).find((p) => p.kind === kind)!;
    const first = await partOf("articles");
    // Kept: the same answer again.
    expect(await partOf("articles")).toEqual(first);
    const article = await one<{ id: number }>("SELECT id FROM articles WHERE type <> 600 ORDER BY id LIMIT 1");
    await env.DB.prepare("UPDATE articles SET published_at = '2001-01-01T00:00:00Z' WHERE id = ?1")
      .bind(article.id)
      .run();
    const before = await partOf("issues");
    await env.DB.prepare(
      "UPDATE print_issues SET published_at = '2999-01-01T00:00:00Z' WHERE id = (SELECT min(id) FROM print_issues)",
    ).run();
    expect((await partOf("issues")).count).toBe(before.count - 1);
    const venue = await one<{ id: number }>("SELECT id FROM venues ORDER BY id LIMIT 1");
    await env.DB.prepare("UPDATE venues SET updated_at = '2998-01-01T00:00:00Z' WHERE id = ?1").bind(venue.id).run();
    expect((await partOf("venues")).lastmod).toBe("2998-01-01T00:00:00Z");
    expect((await partOf("places")).lastmod).toBe("2998-01-01T00:00:00Z");
    const entries = await listSitemapEntries(env.DB, "articles", first.part, size, now);
    expect((await partOf("articles")).count).toBe(entries.length);
    expect(entries.find((e) => e.lastmod === "2001-01-01T00:00:00Z")).toBeDefined();
  });

  it("date a venue, and its city, by the latest change to it or to one of its shows", async () => {
    const venue = await one<{ id: number; slug: string; place_url: string }>(
      "SELECT v.id, v.slug, v.place_url FROM venues v WHERE EXISTS (SELECT 1 FROM exhibitions e WHERE e.venue_id = v.id) ORDER BY v.id LIMIT 1",
    );
    const lastmodOf = async () =>
      (await listSitemapEntries(env.DB, "venues", 1, 50_000, now)).find(
        (e) => e.path === `/artguide/venue/${venue.slug}`,
      )!.lastmod;
    await env.DB.prepare("UPDATE venues SET updated_at = '2001-01-01T00:00:00Z' WHERE id = ?1").bind(venue.id).run();
    expect(await lastmodOf()).toBe("2001-01-01T00:00:00Z");
    await env.DB.prepare("UPDATE venues SET name = name || ' ' WHERE id = ?1").bind(venue.id).run();
    expect(await lastmodOf()).not.toBe("2001-01-01T00:00:00Z");
    await env.DB.prepare("UPDATE venues SET updated_at = '2001-01-01T00:00:00Z' WHERE id = ?1").bind(venue.id).run();
    await env.DB.prepare("UPDATE exhibitions SET title = title || ' ' WHERE venue_id = ?1").bind(venue.id).run();
    const changed = await lastmodOf();
    expect(changed! > "2020").toBe(true);
    const city = (await listSitemapEntries(env.DB, "places", 1, 50_000, now)).find(
      (e) => e.path === `/artguide/place/${venue.place_url}`,
    );
    expect(city!.lastmod! >= changed!).toBe(true);
  });
});
