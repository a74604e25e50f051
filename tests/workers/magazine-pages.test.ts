import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ArticleJson, escaped, get, getHtml, getJson, type ListBody, one } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

describe("front page", () => {
  it("server-renders Most Read, the multi-feature rotator and the news with its ad from D1", async () => {
    const html = await getHtml("/");
    expect(html).toContain('data-testid="most-read"');
    expect(html).toContain('data-testid="multi-feature"');
    expect(html).toContain('data-testid="news-column"');
    expect(html).toContain('data-testid="news-ad"');
    const news = await getJson<ListBody>("/api/items?category=news&pageSize=1");
    expect(html).toContain(news._embedded.items[0]!.url);
    const mostRead = await getJson<ListBody>("/api/items/flag?flagName=most_read&pageSize=4");
    for (const a of mostRead._embedded.items) expect(html).toContain(a.url);
    // Sections below the fold arrive lazily: their headings are there, their data not yet.
    expect(html).toMatch(/Spotlight on select (\w+) Advertisers/);
    expect(html).toMatch(/<title>Artmagazine<\/title>/);
  });
});

describe("channel lists", () => {
  it("lists /news 12 to a page with a real More link to page 2", async () => {
    const html = await getHtml("/news");
    expect(html.match(/data-testid="article-card"/g)).toHaveLength(12);
    expect(html).toContain('href="/news?page=2"');
    expect(html).toContain("More News");
    expect(html).toMatch(/<title>News \| Artmagazine<\/title>/);
    // News dates carry the time: "MMMM Do, YYYY [at] h:mma".
    expect(html).toMatch(/[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} at \d{1,2}:\d\d(am|pm)/);
  });

  it("hides the More link on the last page, 404s past it and 400s on a malformed page", async () => {
    const { pages } = await getJson<ListBody>("/api/items?category=news&pageSize=12");
    const last = await getHtml(`/news?page=${pages}`);
    expect(last).not.toContain('data-testid="more-link"');
    await getHtml(`/news?page=${pages + 1}`, 404);
    // A malformed page is bad input, answered with a message.
    expect(await getHtml("/news?page=-1", 400)).toContain("The page must be a positive whole number.");
    await getHtml("/search?search=painting&page=abc", 400);
  });

  it("shows news images only for articles published after 1 Jan 2019", async () => {
    const now = `${sqlNow()}`;
    const cardOf = async (url: string, published: string) => {
      const { n } = await one<{ n: number }>(
        `SELECT count(*) AS n FROM articles WHERE category = 'news' AND published_at <= ${now} AND published_at > ?`,
        published,
      );
      const html = await getHtml(`/news?page=${Math.floor(n / 12) + 1}`);
      const card = html.split("<article").find((chunk) => chunk.includes(`href="${url}"`));
      expect(card, `card for ${url}`).toBeDefined();
      return card!;
    };
    const old = await one<{ url: string; published_at: string }>(
      "SELECT url, published_at FROM articles WHERE category = 'news' AND published_at < '2019-01-01' AND primary_image_id IS NOT NULL ORDER BY published_at DESC LIMIT 1",
    );
    expect(await cardOf(old.url, old.published_at)).toContain("mag-card--no-image");
    const recent = await one<{ url: string; published_at: string }>(
      `SELECT url, published_at FROM articles WHERE category = 'news' AND published_at > '2019-01-02' AND published_at <= ${now} AND primary_image_id IS NOT NULL ORDER BY published_at ASC LIMIT 1`,
    );
    const card = await cardOf(recent.url, recent.published_at);
    expect(card).not.toContain("mag-card--no-image");
    expect(card).toMatch(/<img[^>]+width="240"[^>]+height="240"/);
  });

  it("sends the URL segment of a channel's articles to the channel", async () => {
    const { url, channel } = await one<{ url: string; channel: string }>(
      "SELECT url, channel FROM articles WHERE type = 80 LIMIT 1",
    );
    const segment = url.split("/")[1]!;
    expect(segment).not.toBe(channel);
    const res = await get(`/${segment}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/${channel}`);
  });

  it("answers 404 for an unknown channel", async () => {
    const res = await get("/no-such-channel-here");
    expect(res.status).toBe(404);
  });
});

describe("article page", () => {
  it("renders an article taken from the API with its channel link and related list", async () => {
    const list = await getJson<ListBody>("/api/items?category=diary&pageSize=1&page=3");
    const summary = list._embedded.items[0]!;
    const article = await getJson<ArticleJson>(`/api/items/${summary.id}`);
    const html = await getHtml(article.url);
    expect(html).toContain(article.hedFormatted || article.titleFormatted);
    expect(html).toContain(`href="${article.channelPath}"`);
    expect(html).toContain('data-testid="related"');
    expect(html).toContain(`<title>${escaped(article.title)} | Artmagazine</title>`);
    // "MMMM D, YYYY"
    expect(html).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("gives a podcast its audio", async () => {
    const { url } = await one<{ url: string }>(
      `SELECT a.url FROM articles a JOIN podcast_sources s ON s.article_id = a.id WHERE a.published_at <= ${sqlNow()} LIMIT 1`,
    );
    const html = await getHtml(url);
    expect(html).toMatch(/<audio[^>]+controls[^>]+src="[^"]+"/);
  });

  it("answers 404 for an unknown article", async () => {
    expect((await get("/news/0-no-such-article")).status).toBe(404);
  });

  it("never renders script from content HTML", async () => {
    await env.DB.prepare(
      `INSERT INTO articles (id, slug, url, channel, category, category_label, type_name, title, title_formatted,
         dek_formatted, body_formatted, published_at)
       VALUES (990001, 'xss-test', '/news/990001-xss-test', 'news', 'news', 'News', 'news', 'XSS test',
         '<em>XSS</em> test<script>alert(1)</script>', '<img src=x onerror=alert(2)>dek',
         '<p onclick="alert(3)">Safe text</p><script>alert(4)</script><a href="javascript:alert(5)">link</a><iframe src="https://evil.example"></iframe>',
         '2020-01-01T00:00:00Z')`,
    ).run();
    const html = await getHtml("/news/990001-xss-test");
    expect(html).toContain("<em>XSS</em> test");
    expect(html).toContain("<p>Safe text</p>");
    expect(html).not.toMatch(/alert\([1-5]\)/);
    expect(html).not.toContain("evil.example");
    const json = (await (
      await get("/api/items/990001", { headers: { cookie: "session=seed-subscriber-session" } })
    ).json()) as ArticleJson;
    expect(json.bodyFormatted).toBe("<p>Safe text</p><a>link</a>");
  });
});

describe("other magazine pages", () => {
  it("renders the print archive with covers and one issue", async () => {
    const html = await getHtml("/print/archive");
    expect(html).toContain('data-testid="issue-list"');
    const cover = /<img[^>]*alt="Cover of the [^"]+ issue"[^>]*>/.exec(html)?.[0] ?? "";
    expect(cover).toMatch(/ width="\d+"/);
    expect(cover).toMatch(/ height="\d+"/);
    const issue = await getJson<{ path: string; title: string }>("/api/issue/current");
    const page = await getHtml(issue.path);
    expect(page).toContain(escaped(issue.title));
    await getHtml("/print/no-such-issue", 404);
    // Covers below the first row load lazily.
    expect(html).toMatch(/<img[^>]*alt="Cover of the [^"]+ issue"[^>]*loading="lazy"/);
  });

  it("renders search results with the sort toggle", async () => {
    const { title } = await one<{ title: string }>(
      `SELECT title FROM articles WHERE category = 'news' AND published_at <= ${sqlNow()} ORDER BY published_at DESC LIMIT 1`,
    );
    const html = await getHtml(`/search?search=${encodeURIComponent(title)}`);
    expect(html).toContain(escaped(title));
    expect(html).toContain("sort=relevance");
    expect(html).toContain('data-testid="result-count"');
  });

  it("renders a contributor, a picks place and the sponsored video tag", async () => {
    const { slug, name } = await one<{ slug: string; name: string }>(
      "SELECT c.slug, c.name FROM contributors c JOIN article_contributors ac ON ac.contributor_id = c.id LIMIT 1",
    );
    expect(await getHtml(`/contributor/${slug}`)).toContain(escaped(name));
    await getHtml("/contributor/nobody-by-this-name", 404);
    const { place_url } = await one<{ place_url: string }>(
      "SELECT pick_place_url AS place_url FROM articles WHERE pick_place_url IS NOT NULL LIMIT 1",
    );
    const picks = await getHtml(`/picks/${place_url}`);
    expect(picks).toContain('data-testid="pick"');
    expect(await getHtml("/video/from_our_sponsors")).toContain("From Our Partners");
  });

  it("reaches video tag pages: from /video and from a tagged video's article", async () => {
    const tagged = await one<{ url: string; tag: string; label: string }>(
      `SELECT a.url, t.tag, t.label FROM articles a
         JOIN article_video_tags t ON t.article_id = a.id
        WHERE a.published_at <= ? ORDER BY a.published_at DESC LIMIT 1`,
      sqlNow(),
    );
    const link = `href="/video/${encodeURIComponent(tagged.tag)}"`;
    const video = await getHtml("/video");
    expect(video).toContain('data-testid="video-tags"');
    expect(video).toContain(link);
    const article = await getHtml(tagged.url);
    expect(article).toContain(link);
    expect(article).toContain(`>${escaped(tagged.label)}</a>`);
    expect(await getHtml(`/video/${encodeURIComponent(tagged.tag)}`)).toContain(escaped(tagged.label));
  });
});
