import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getHtml, one } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

const now = sqlNow();

/** A published article of our own, for cases the seed does not have. */
async function insertArticle(id: number, channel: string, slug: string, body: string): Promise<string> {
  const url = `/${channel}/${id}-${slug}`;
  await env.DB.prepare(
    `INSERT OR REPLACE INTO articles (id, slug, url, channel, category, category_label, type_name, title, title_formatted, body_formatted, published_at)
     VALUES (?, ?, ?, ?, ?, ?, 'words', ?, ?, ?, '2020-01-01T00:00:00Z')`,
  )
    .bind(id, slug, url, channel, channel, channel, slug, slug, body)
    .run();
  return url;
}

describe("article page extras", () => {
  it("places the tout ad after the 3rd paragraph of a long body", async () => {
    // An article of its own: which seeded article is the newest long one depends on the day.
    const paragraphs = ["One", "Two", "Three", "Four", "Five", "Six"].map((word) => `<p>${word}.</p>`).join("");
    const html = await getHtml(await insertArticle(990102, "news", "long", paragraphs));
    const body = html.slice(html.indexOf('data-testid="article-body"'));
    const beforeTout = body.slice(0, body.indexOf('data-testid="tout-ad"'));
    expect(body).toContain('data-testid="tout-ad"');
    expect(beforeTout).toMatch(/<p>One.<\/p><p>Two.<\/p><p>Three.<\/p><\/div>\s*<aside/);
  });

  it("places it after the middle paragraph of a short body", async () => {
    const html = await getHtml(await insertArticle(990101, "news", "short", "<p>One.</p><p>Two.</p><p>Three.</p>"));
    const body = html.slice(html.indexOf('data-testid="article-body"'));
    expect(body.slice(0, body.indexOf('data-testid="tout-ad"'))).toMatch(/<p>One.<\/p><p>Two.<\/p><\/div>\s*<aside/);
  });

  it("offers share links (post, share, mail) without JavaScript, and the date in the spec's format", async () => {
    const a = await one<{ url: string; title: string }>(
      `SELECT url, title FROM articles WHERE published_at <= ${now} AND category = 'news' ORDER BY published_at DESC LIMIT 1`,
    );
    const html = await getHtml(a.url);
    expect(html).toContain("https://twitter.com/intent/tweet?text=");
    expect(html).toContain("source=Artmagazine");
    expect(html).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(html).toContain(`mailto:?subject=${encodeURIComponent(a.title).replace(/'/g, "&#x27;")}`);
    // Copying needs JavaScript: the button comes with hydration (e2e), not as a dead control.
    expect(html).not.toContain('data-testid="copy-link"');
    expect(html).toMatch(/<time class="mag-date" dateTime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
  });

  it("gives podcasts their audio with the old-browser fallback text, and links the lead image to the lightbox", async () => {
    const p = await one<{ url: string }>(
      `SELECT a.url FROM articles a JOIN podcast_sources s ON s.article_id = a.id WHERE a.published_at <= ${now} LIMIT 1`,
    );
    const html = await getHtml(p.url);
    expect(html).toContain('data-testid="podcast-audio"');
    expect(html).toContain("The browser is too old, please upgrade your browser~");
    expect(html).toMatch(/<audio controls="" preload="none" src="\/assets\/media\/audio\/[^"]+\.wav">/);
    expect(html).toContain('data-testid="open-lightbox"');
  });

  it("hides related articles when there are none", async () => {
    const html = await getHtml(await insertArticle(990102, "lonely", "alone", "<p>Only.</p>"));
    expect(html).not.toContain('data-testid="related"');
  });
});
