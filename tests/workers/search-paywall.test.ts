import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import type { Viewer } from "#workers/requestScope";
import { forgetPublicData } from "#workers/services/cache/publicData";
import { searchSite } from "#workers/services/magazine/siteSearch";
import { ADMIN, get, READER, SUBSCRIBER } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

// Words that appear only in the third paragraph of the test article's body.
const QUERY = "quintarelle glimmerwick";
const NEAR = "vermiculated";
const BODY_WORDS = ["quintarelle", "glimmerwick", NEAR];

interface Hit {
  id: number;
  category: string;
  highlight: string;
}

let articleId = 0;

/** A copy of a published article whose third body paragraph holds words found nowhere else. */
beforeAll(async () => {
  const source = await env.DB.prepare(
    `SELECT id FROM articles WHERE published_at <= ${sqlNow()} AND type <> 600 AND dek_formatted <> '' ORDER BY id LIMIT 1`,
  ).first<{ id: number }>();
  const { results: columns } = await env.DB.prepare(
    "SELECT name FROM pragma_table_info('articles') WHERE name NOT IN ('id', 'slug', 'url', 'body_formatted')",
  ).all<{ name: string }>();
  const names = columns.map((c) => c.name).join(", ");
  const stamp = crypto.randomUUID().slice(0, 8);
  const body = `<p>An opening paragraph.</p><p>A second one.</p><p>Then the ${NEAR} quintarelle glimmerwick passage, behind the wall.</p>`;
  const inserted = await env.DB.prepare(
    `INSERT INTO articles (slug, url, body_formatted, ${names}) SELECT ?1, ?2, ?3, ${names} FROM articles WHERE id = ?4 RETURNING id`,
  )
    .bind(`walled-${stamp}`, `/news/walled-${stamp}`, body, source!.id)
    .first<{ id: number }>();
  articleId = inserted!.id;
});

async function apiHits(cookie = ""): Promise<Hit[]> {
  const res = await get(`/api/search?query=${encodeURIComponent(QUERY)}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Hit[] }).results;
}

function highlightOf(hits: Hit[]): string {
  const hit = hits.find((h) => h.id === articleId && h.category !== "artguide");
  expect(hit, "the article is found by its body's words").toBeDefined();
  return hit!.highlight;
}

function showsNoBody(text: string) {
  for (const word of BODY_WORDS) expect(text.toLowerCase()).not.toContain(`<mark>${word}`);
  expect(text).not.toContain(NEAR);
  expect(text).not.toContain("behind the wall");
}

describe("search highlights and the paywall", () => {
  it("GET /api/search gives visitors and non-subscribers no body passage; subscribers and staff get one", async () => {
    showsNoBody(highlightOf(await apiHits()));
    showsNoBody(highlightOf(await apiHits(READER)));
    expect(highlightOf(await apiHits(SUBSCRIBER))).toContain("<mark>quintarelle</mark>");
    expect(highlightOf(await apiHits(ADMIN))).toContain("<mark>quintarelle</mark>");
  });

  it("a visitor's highlight comes from the dek or excerpt, with the public words marked", async () => {
    const article = await env.DB.prepare("SELECT title FROM articles WHERE id = ?")
      .bind(articleId)
      .first<{ title: string }>();
    const word = /[\p{L}]{5,}/u.exec(article!.title)![0];
    const res = await get(`/api/search?query=${encodeURIComponent(`${word} ${QUERY}`)}`);
    const hits = ((await res.json()) as { results: Hit[] }).results;
    const highlight = highlightOf(hits);
    showsNoBody(highlight);
    expect(highlight.toLowerCase()).toContain(`<mark>${word.toLowerCase()}</mark>`);
  });

  it("the /search page shows visitors and non-subscribers no body passage", async () => {
    for (const cookie of ["", READER]) {
      const res = await get(`/search?search=${encodeURIComponent(QUERY)}`, { headers: cookie ? { cookie } : {} });
      const page = await res.text();
      expect(page).toContain(`/news/walled-`);
      showsNoBody(page);
    }
    const subscriber = await (
      await get(`/search?search=${encodeURIComponent(QUERY)}`, { headers: { cookie: SUBSCRIBER } })
    ).text();
    expect(subscriber).toContain("<mark>quintarelle</mark>");
  });

  it("suggestions name titles only", async () => {
    const res = await get(`/api/suggest?search=${encodeURIComponent(QUERY)}`);
    expect(await res.json()).toEqual([]);
  });

  it("kept results are kept per access level: a subscriber's body passage never reaches a visitor, nor a visitor's answer a subscriber", async () => {
    const config = { ...readConfig(env as unknown as Record<string, string>), publicDataSeconds: 60 };
    const subscriber: Viewer = {
      id: 1,
      username: "s",
      email: "s@example.org",
      isSubscriber: true,
      isAdmin: false,
      isArtguideAdmin: false,
    };
    const reader: Viewer = { ...subscriber, isSubscriber: false };
    const request = { query: QUERY, sort: "relevance" as const, page: 1, pageSize: 10 };
    const highlight = (page: { articles: { id: number; highlight: string }[] }) =>
      page.articles.find((a) => a.id === articleId)!.highlight;
    forgetPublicData();
    expect(highlight(await searchSite({ db: env.DB, config, viewer: subscriber }, request))).toContain(
      "<mark>quintarelle</mark>",
    );
    showsNoBody(highlight(await searchSite({ db: env.DB, config, viewer: null }, request)));
    showsNoBody(highlight(await searchSite({ db: env.DB, config, viewer: reader }, request)));
    forgetPublicData();
    showsNoBody(highlight(await searchSite({ db: env.DB, config, viewer: null }, request)));
    expect(highlight(await searchSite({ db: env.DB, config, viewer: subscriber }, request))).toContain(
      "<mark>quintarelle</mark>",
    );
    forgetPublicData();
  });
});
