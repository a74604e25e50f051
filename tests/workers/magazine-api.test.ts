import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SUGGEST_CANDIDATES } from "#workers/db/search";
import { type ArticleJson, get, getJson, type ListBody, one, SUBSCRIBER } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

function expectListShape(body: ListBody, pageSize: number) {
  expect(Array.isArray(body._embedded.items)).toBe(true);
  expect(body.page).toBeGreaterThanOrEqual(1);
  expect(body.pages).toBe(Math.max(1, Math.ceil(body.total / pageSize)));
  expect(body._embedded.items.length).toBeLessThanOrEqual(pageSize);
}

function expectArticleShape(a: ArticleJson) {
  expect(a).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/[a-z-]+\/.+/),
      channel: expect.any(String),
      channelPath: `/${a.channel}`,
      categoryLabel: expect.any(String),
      type: expect.any(Number),
      titleFormatted: expect.any(String),
      hedFormatted: expect.any(String),
      dekFormatted: expect.any(String),
      bylineFormatted: expect.any(String),
      published: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isSponsoredContent: expect.any(Boolean),
      videoTags: expect.any(Object),
      hasVideo: expect.any(Boolean),
      hasPodcast: expect.any(Boolean),
    }),
  );
  if (a.primaryImage) {
    expect(a.primaryImage).toEqual(
      expect.objectContaining({
        path: expect.any(String),
        path_square: expect.any(String),
        path_large: expect.any(String),
        pathLarge: expect.any(String),
      }),
    );
  }
}

function expectNewestFirst(items: ArticleJson[]) {
  const dates = items.map((a) => a.published);
  expect(dates).toEqual([...dates].sort().reverse());
}

describe("GET /api/items", () => {
  it("lists news 12 to a page, newest first, in the spec's shape", async () => {
    const body = await getJson<ListBody>("/api/items?category=news");
    expectListShape(body, 12);
    expect(body._embedded.items).toHaveLength(12);
    expect(body.total).toBeGreaterThan(12);
    body._embedded.items.forEach(expectArticleShape);
    expect(body._embedded.items.every((a) => a.category === "news")).toBe(true);
    expectNewestFirst(body._embedded.items);
  });

  it("pages without overlap and honours pageSize", async () => {
    const first = await getJson<ListBody>("/api/items?category=news&pageSize=5");
    const second = await getJson<ListBody>("/api/items?category=news&pageSize=5&page=2");
    expect(first._embedded.items).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    const ids = new Set(first._embedded.items.map((a) => a.id));
    expect(second._embedded.items.some((a) => ids.has(a.id))).toBe(false);
  });

  it("answers 404 past the last page of every paged list (a 404 ends paging), page 1 always exists", async () => {
    const { pages } = await getJson<ListBody>("/api/items?category=news");
    await getJson<ListBody>(`/api/items?category=news&page=${pages}`);
    expect((await getJson<{ error: string }>(`/api/items?category=news&page=${pages + 1}`, 404)).error).toMatch(
      /There is no page/,
    );
    const articleId = (await getJson<ListBody>("/api/items?category=news&pageSize=1"))._embedded.items[0]!.id;
    const contributor = await env.DB.prepare(
      "SELECT c.slug FROM contributors c JOIN article_contributors ac ON ac.contributor_id = c.id LIMIT 1",
    ).first<{ slug: string }>();
    const place = (await getJson<{ places: { place_url: string }[] }>("/api/picks/new-york?pageSize=1")).places[0]!;
    for (const path of [
      "/api/items?category=news&page=99999",
      "/api/news?page=99999",
      "/api/items/columns?page=99999",
      "/api/items/flag?flagName=most_read&page=99999",
      "/api/items/type/600?page=99999",
      `/api/items/${articleId}/media?page=99999`,
      `/api/contributor/${contributor!.slug}?page=99999`,
      "/api/video?page=99999",
      `/api/picks/${place.place_url}?page=99999`,
      "/api/search?query=art&page=99999",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // An empty list still has its (empty) page 1.
    const empty = await getJson<ListBody>("/api/items?category=news&tag=no-such-tag-anywhere");
    expect(empty._embedded.items).toEqual([]);
  });

  it("excludes ids, caps with limit and filters by tag", async () => {
    const first = await getJson<ListBody>("/api/items?category=news&pageSize=3");
    const ids = first._embedded.items.map((a) => a.id);
    const without = await getJson<ListBody>(`/api/items?category=news&pageSize=3&excludeId=${ids.join(",")}`);
    expect(without._embedded.items.some((a) => ids.includes(a.id))).toBe(false);
    const limited = await getJson<ListBody>("/api/items?category=news&pageSize=12&limit=5");
    expect(limited._embedded.items).toHaveLength(5);
    expect(limited.total).toBe(5);
    const tagged = await getJson<ListBody>("/api/items?tag=from_our_sponsors");
    expect(tagged._embedded.items.length).toBeGreaterThan(0);
    expect(tagged._embedded.items.every((a) => "from_our_sponsors" in a.videoTags)).toBe(true);
  });

  it.each([
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["pageSize=abc", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["category=<script>", "category"],
    ["excludeId=1,x", "excludeId"],
    ["storePaged=maybe", "storePaged"],
  ])("answers 400 with a clear message for %s", async (query, field) => {
    const body = await getJson<{ error: string }>(`/api/items?${query}`, 400);
    expect(body.error).toMatch(new RegExp(`^${field}: `));
  });

  it("reads the page size error as a sentence", async () => {
    const body = await getJson<{ error: string }>("/api/items?pageSize=abc", 400);
    expect(body.error).toBe("pageSize: must be a whole number from 1 to 100");
  });
});

describe("GET /api/{itemType}", () => {
  it("lists one article type", async () => {
    const body = await getJson<ListBody>("/api/news?pageSize=4");
    expect(body._embedded.items).toHaveLength(4);
    expect(body._embedded.items.every((a) => a.typeName === "news")).toBe(true);
  });

  it("answers 404 JSON for an unknown type, and 400 for a bad page", async () => {
    const body = await getJson<{ error: string }>("/api/no-such-type", 404);
    expect(body.error).toContain("no-such-type");
    await getJson("/api/diary?page=-1", 400);
  });
});

describe("fixed paths win over parameters", () => {
  it("resolves /items/columns, /items/flag and /items/homepage, not /items/:id", async () => {
    const columns = await getJson<ListBody>("/api/items/columns");
    expect(columns._embedded.items.length).toBeGreaterThan(0);
    expect(
      columns._embedded.items.every((a) => ["diary", "words", "slant", "museums", "interview"].includes(a.typeName)),
    ).toBe(true);
    const flagged = await getJson<ListBody>("/api/items/flag?flagName=most_read&pageSize=4");
    expect(flagged._embedded.items).toHaveLength(4);
    const section = await getJson<ListBody>("/api/items/homepage?flag_name=section_feature&category=diary&page_size=3");
    expect(section._embedded.items).toHaveLength(3);
    expect(section._embedded.items.every((a) => a.category === "diary")).toBe(true);
  });

  it("resolves /video and /search before /:itemType", async () => {
    const video = await getJson<ListBody>("/api/video");
    expect(video._embedded.items.every((a) => a.type === 80)).toBe(true);
    await getJson("/api/search?query=art");
  });

  it("asks for a flag name", async () => {
    const body = await getJson<{ error: string }>("/api/items/flag", 400);
    expect(body.error).toMatch(/^flagName: /);
  });
});

describe("viewing rooms (type 600)", () => {
  it("lists flagged rooms by title", async () => {
    const body = await getJson<ListBody>(
      "/api/items/type/600?page=1&pageSize=12&sort_column=e.title&sort_order=ASC&flag=256",
    );
    expectListShape(body, 12);
    expect(body._embedded.items.length).toBeGreaterThan(0);
    expect(body._embedded.items.every((a) => a.type === 600)).toBe(true);
    const titles = body._embedded.items.map((a) => a.title);
    expect(titles).toEqual([...titles].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    await getJson("/api/items/type/600?sort_order=sideways", 400);
  });

  it("picks random rooms, leaving out excluded ids", async () => {
    const some = await getJson<ListBody>("/api/items/issue/type/600?pageSize=5");
    expect(some._embedded.items).toHaveLength(5);
    const ids = some._embedded.items.map((a) => a.id);
    const rest = await getJson<ListBody>(`/api/items/issue/type/600?pageSize=60&exclude_ids=${ids.join(",")}`);
    expect(rest._embedded.items.some((a) => ids.includes(a.id))).toBe(false);
  });
});

describe("GET /api/items/{id}…", () => {
  it("gives one article with its sanitised body, 404 for an unknown id and 400 for a bad one", async () => {
    const { id } = await one<{ id: number }>(
      `SELECT id FROM articles WHERE category = 'news' AND published_at <= ${sqlNow()} ORDER BY published_at DESC LIMIT 1`,
    );
    const article = (await (await get(`/api/items/${id}`, { headers: { cookie: SUBSCRIBER } })).json()) as ArticleJson;
    expect(article.id).toBe(id);
    expect(article.bodyFormatted.length).toBeGreaterThan(0);
    expect(article.bodyFormatted).not.toMatch(/<script/i);
    await getJson("/api/items/987654321", 404);
    // An article dated in the future is not out yet.
    await env.DB.prepare(
      `INSERT OR IGNORE INTO articles (id, slug, url, channel, category, type_name, title, published_at)
       VALUES (990002, 'embargoed', '/news/990002-embargoed', 'news', 'news', 'news', 'Embargoed', '2999-01-01T00:00:00Z')`,
    ).run();
    await getJson("/api/items/990002", 404);
    await getJson("/api/items/990002/related", 404);
    expect((await get("/news/990002-embargoed")).status).toBe(404);
    const bad = await getJson<{ error: string }>("/api/items/abc", 400);
    expect(bad.error).toBe("id: must be a numeric id");
  });

  it("pages an article's media", async () => {
    const { article_id } = await one<{ article_id: number }>(
      `SELECT m.article_id FROM article_media m JOIN articles a ON a.id = m.article_id WHERE a.published_at <= ${sqlNow()} GROUP BY m.article_id HAVING count(*) > 1 LIMIT 1`,
    );
    const body = await getJson<ListBody<{ kind: string; position: number }>>(
      `/api/items/${article_id}/media?order=DESC&page=1`,
    );
    expect(body.total).toBeGreaterThan(1);
    const positions = body._embedded.items.map((m) => m.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    await getJson("/api/items/987654321/media", 404);
    await getJson(`/api/items/${article_id}/media?order=up`, 400);
  });

  it("lists related articles from the same channel, never the article itself", async () => {
    const { id, channel } = await one<{ id: number; channel: string }>(
      `SELECT id, channel FROM articles WHERE channel = 'diary' AND published_at <= ${sqlNow()} ORDER BY published_at DESC LIMIT 1 OFFSET 3`,
    );
    const body = await getJson<ListBody>(`/api/items/${id}/related`);
    expect(body._embedded.items.length).toBeGreaterThan(0);
    expect(body._embedded.items.every((a) => a.channel === channel && a.id !== id)).toBe(true);
    await getJson("/api/items/987654321/related", 404);
  });
});

describe("video, contributors, picks, issue", () => {
  it("lists sponsored videos with weights", async () => {
    const body = await getJson<ListBody<ArticleJson & { probabilityweight: number }>>("/api/video/featured-sponsored");
    expect(body._embedded.items.length).toBeGreaterThan(0);
    expect(body._embedded.items.every((a) => a.isSponsoredContent && a.type === 80 && a.probabilityweight > 0)).toBe(
      true,
    );
  });

  it("gives a contributor with their articles, 404 for an unknown slug", async () => {
    const { slug, name } = await one<{ slug: string; name: string }>(
      "SELECT c.slug, c.name FROM contributors c JOIN article_contributors ac ON ac.contributor_id = c.id GROUP BY c.id ORDER BY count(*) DESC LIMIT 1",
    );
    const body = await getJson<ListBody & { contributor: { name: string } }>(`/api/contributor/${slug}`);
    expect(body.contributor.name).toBe(name);
    expect(body._embedded.items.length).toBeGreaterThan(0);
    const missing = await getJson<{ error: string }>("/api/contributor/nobody-by-this-name", 404);
    expect(missing.error).toContain("nobody-by-this-name");
  });

  it("gives picks for a place with the next place to scroll to", async () => {
    const { place_url } = await one<{ place_url: string }>(
      "SELECT pick_place_url AS place_url FROM articles WHERE pick_place_url IS NOT NULL GROUP BY pick_place_url ORDER BY count(*) DESC LIMIT 1",
    );
    const body = await getJson<ListBody & { place: { place_url: string }; nextPlace: { place_url: string } }>(
      `/api/picks/${place_url}`,
    );
    expect(body.place.place_url).toBe(place_url);
    expect(body._embedded.items.length).toBeGreaterThan(0);
    expect(typeof body.nextPlace.place_url).toBe("string");
    await getJson("/api/picks/atlantis", 404);
  });

  it("gives the current issue with its formats", async () => {
    const issue = await getJson<{
      title: string;
      path: string;
      formats: Record<string, { price: number; instock: number }>;
    }>("/api/issue/current");
    expect(issue.path).toMatch(/^\/print\//);
    expect(Object.keys(issue.formats).length).toBeGreaterThan(0);
  });
});

describe("ads", () => {
  it("answers every ad call with a list", async () => {
    for (const path of [
      "/api/ads?section=news",
      "/api/ads/buttons",
      "/api/ads/internal?section=news",
      "/api/ads/tout?section=news",
      "/api/ads/issue?pageSize=3",
    ]) {
      const body = await getJson<{ _embedded: { items: { size: string; src: string; url: string }[] }; total: number }>(
        path,
      );
      expect(body.total).toBe(body._embedded.items.length);
    }
    const issueAds = await getJson<{ _embedded: { items: unknown[] } }>("/api/ads/issue?pageSize=3");
    expect(issueAds._embedded.items.length).toBeLessThanOrEqual(3);
  });

  it("batches gallery ads: mobile batches of 4 and one desktop batch", async () => {
    const body = await getJson<{ mobile: unknown[][]; desktop: unknown[]; total: number }>(
      "/api/ads/galleries?section=news&batch_mobile=2&batch_desktop=6",
    );
    if (body.total > 0) {
      expect(body.mobile).toHaveLength(2);
      expect(body.mobile.every((b) => b.length === 4)).toBe(true);
      expect(body.desktop).toHaveLength(6);
    }
    await getJson("/api/ads/galleries?batch_mobile=-1", 400);
  });
});

describe("search and suggest", () => {
  it("finds a seeded headline, newest first by default", async () => {
    const { title, id } = await one<{ title: string; id: number }>(
      `SELECT id, title FROM articles WHERE category = 'news' AND published_at <= ${sqlNow()} ORDER BY published_at DESC LIMIT 1`,
    );
    const body = await getJson<{
      results: { id: number; entity: ArticleJson; highlight: string }[];
      page: number;
      pages: number;
      total: number;
    }>(`/api/search?query=${encodeURIComponent(title)}&pageSize=12`);
    expect(body.page).toBe(1);
    expect(body.pages).toBe(Math.max(1, Math.ceil(body.total / 12)));
    expect(body.results.map((r) => r.id)).toContain(id);
    const dates = body.results.map((r) => r.entity.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("ranks by relevance on request and marks matches", async () => {
    const body = await getJson<{ results: { highlight: string; score: number }[] }>(
      "/api/search?query=painting&sort=relevance",
    );
    expect(body.results.length).toBeGreaterThan(0);
    const scores = body.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.results.some((r) => r.highlight.includes("<mark>"))).toBe(true);
  });

  it("treats FTS syntax as words, and asks for a query", async () => {
    await getJson(`/api/search?query=${encodeURIComponent('NEAR("a" OR *')}`);
    const missing = await getJson<{ error: string }>("/api/search", 400);
    expect(missing.error).toBe("query: Please enter a search term.");
    await getJson("/api/search?query=art&sort=oldest", 400);
  });

  it("suggests headlines for 3+ characters, best score first", async () => {
    const { title } = await one<{ title: string }>(
      "SELECT title FROM articles WHERE category = 'news' ORDER BY published_at DESC LIMIT 1 OFFSET 2",
    );
    const word = title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? "art";
    const list = await getJson<{ item: { title: string; url: string }; score: number }[]>(
      `/api/suggest?search=${encodeURIComponent(word.slice(0, 4))}`,
    );
    expect(list.length).toBeGreaterThan(0);
    const scores = list.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const short = await getJson<{ error: string }>("/api/suggest?search=ab", 400);
    expect(short.error).toBe("search: Please enter at least 3 characters.");
    await getJson("/api/suggest", 400);
  });

  it("suggests the best of the last-added matching headlines only (SUGGEST_CANDIDATES)", async () => {
    const list = await getJson<{ item: { id: number } }[]>("/api/suggest?search=the");
    expect(list.length).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      `SELECT a.id FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid
        WHERE articles_fts MATCH 'title:"the"*' AND a.published_at <= ? AND a.type <> 600
        ORDER BY articles_fts.rowid DESC LIMIT ?`,
    )
      .bind(new Date().toISOString(), SUGGEST_CANDIDATES)
      .all<{ id: number }>();
    const candidates = new Set(results.map((r) => r.id));
    for (const { item } of list) expect(candidates.has(item.id)).toBe(true);
  });
});
