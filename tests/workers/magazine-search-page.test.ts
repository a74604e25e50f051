import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getHtml, getJson, one } from "./magazine-helpers";
import { sqlToday } from "./sqlClock";

describe("search page", () => {
  it("shows contributor results above the articles, by name", async () => {
    const c = await one<{ name: string; slug: string }>("SELECT name, slug FROM contributors ORDER BY id LIMIT 1");
    const html = await getHtml(`/search?search=${encodeURIComponent(c.name)}`);
    expect(html).toContain('data-testid="contributor-results"');
    expect(html).toContain(`href="/contributor/${c.slug}"`);
  });

  it("finds contributors through the FTS index, kept current when one is added or renamed", async () => {
    await env.DB.prepare(
      "INSERT INTO contributors (slug, name, bio) VALUES ('quillon-vesper', 'Quillon Vesper', '')",
    ).run();
    let html = await getHtml("/search?search=quillon");
    expect(html).toContain('href="/contributor/quillon-vesper"');
    await env.DB.prepare("UPDATE contributors SET name = 'Marisol Tenebrae' WHERE slug = 'quillon-vesper'").run();
    html = await getHtml("/search?search=quillon");
    expect(html).not.toContain('href="/contributor/quillon-vesper"');
    html = await getHtml("/search?search=tenebrae");
    expect(html).toContain('href="/contributor/quillon-vesper"');
  });

  it("shows no contributor box when no name matches, and treats LIKE wildcards as text", async () => {
    const html = await getHtml("/search?search=%25%25");
    expect(html).not.toContain('data-testid="contributor-results"');
  });

  it("marks the matched words in the highlights", async () => {
    const html = await getHtml("/search?search=gallery");
    expect(html).toMatch(/<mark>gallery<\/mark>/i);
  });
});

describe("art-guide results in search", () => {
  it("carry the guide's fields on the first page of GET /api/search and on the page", async () => {
    const ex = await one<{ title: string }>(
      `SELECT title FROM exhibitions WHERE show_end >= date(${sqlToday()}, '+1 day') ORDER BY id LIMIT 1`,
    );
    const term = ex.title;
    const body = await getJson<{ results: Record<string, unknown>[] }>(`/api/search?query=${encodeURIComponent(term)}`);
    const guide = body.results.filter((r) => r.category === "artguide");
    expect(guide.length).toBeGreaterThan(0);
    for (const key of [
      "path",
      "media",
      "location_name",
      "exhibition_title",
      "run_dates",
      "address",
      "place",
      "country",
    ]) {
      expect(guide[0]).toHaveProperty(key);
    }
    expect(guide.some((r) => r.exhibition_title === term)).toBe(true);
    const html = await getHtml(`/search?search=${encodeURIComponent(term)}`);
    expect(html).toContain('data-testid="guide-results"');
    expect(html).toContain(`href="${guide[0]!.path as string}"`);
  });
});

describe("search paging over articles and art-guide results", () => {
  type Body = { results: { category: string; id: number }[]; page: number; pages: number; total: number };
  it("page N carries guide page N, so every match of both kinds appears once and pages counts the longer list", async () => {
    // "a" prefix-matches most guide shows and articles, so both kinds span pages.
    const first = await getJson<Body>("/api/search?query=a&page=1");
    expect(first.results.filter((r) => r.category === "artguide")).toHaveLength(6);
    const guide = new Set<number>();
    const articles = new Set<number>();
    for (let page = 1; page <= first.pages; page++) {
      const body = await getJson<Body>(`/api/search?query=a&page=${page}`);
      expect(body.pages).toBe(first.pages);
      for (const r of body.results) {
        const seen = r.category === "artguide" ? guide : articles;
        expect(seen.has(r.id)).toBe(false);
        seen.add(r.id);
      }
    }
    expect(guide.size + articles.size).toBe(first.total);
    expect(first.pages).toBe(Math.max(Math.ceil(articles.size / 12), Math.ceil(guide.size / 6)));
    expect(guide.size).toBeGreaterThan(6);
  });
});

describe("/search past its last page", () => {
  it("answers 404 without JavaScript, never a count over an empty list", async () => {
    const first = await getHtml("/search?search=grammar");
    expect(first).toMatch(/\d+ results?/);
    await getHtml("/search?search=grammar&page=99", 404);
  });
});
