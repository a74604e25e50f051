import { describe, expect, it } from "vitest";
import { getHtml, one } from "./magazine-helpers";

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
