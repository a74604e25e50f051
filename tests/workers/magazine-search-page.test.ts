import { describe, expect, it } from "vitest";
import { getHtml, getJson, one } from "./magazine-helpers";

describe("search page", () => {
  it("shows contributor results above the articles, by name", async () => {
    const c = await one<{ name: string; slug: string }>("SELECT name, slug FROM contributors ORDER BY id LIMIT 1");
    const html = await getHtml(`/search?search=${encodeURIComponent(c.name)}`);
    expect(html).toContain('data-testid="contributor-results"');
    expect(html).toContain(`href="/contributor/${c.slug}"`);
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
    const ex = await one<{ title: string }>("SELECT title FROM exhibitions WHERE show_end >= date('now', '+1 day') ORDER BY id LIMIT 1");
    const term = ex.title;
    const body = await getJson<{ results: Record<string, unknown>[] }>(`/api/search?query=${encodeURIComponent(term)}`);
    const guide = body.results.filter((r) => r.category === "artguide");
    expect(guide.length).toBeGreaterThan(0);
    for (const key of ["path", "media", "location_name", "exhibition_title", "run_dates", "address", "place", "country"]) {
      expect(guide[0]).toHaveProperty(key);
    }
    expect(guide.some((r) => r.exhibition_title === term)).toBe(true);
    const page2 = await getJson<{ results: Record<string, unknown>[] }>(`/api/search?query=${encodeURIComponent(term)}&page=2`);
    expect(page2.results.some((r) => r.category === "artguide")).toBe(false);
    const html = await getHtml(`/search?search=${encodeURIComponent(term)}`);
    expect(html).toContain('data-testid="guide-results"');
    expect(html).toContain(`href="${guide[0]!.path as string}"`);
  });
});
