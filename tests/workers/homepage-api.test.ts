import { describe, expect, it } from "vitest";
import { type ArticleJson, get, getJson, type ListBody, one } from "./magazine-helpers";

/** Every /api call the homepage makes, against the seed. */
describe("homepage api calls", () => {
  it("front-page news: 19 news items, newest first, and one news ad", async () => {
    const news = await getJson<ListBody>("/api/items?category=news&pageSize=19");
    expect(news._embedded.items).toHaveLength(19);
    expect(news._embedded.items.every((a) => a.category === "news")).toBe(true);
    const ads = await getJson<ListBody>("/api/items?category=news_ads&pageSize=1");
    expect(ads._embedded.items).toHaveLength(1);
    expect(ads._embedded.items[0]!.isSponsoredContent).toBe(true);
  });

  it("most read: the four most_read articles in flag order", async () => {
    const body = await getJson<ListBody>("/api/items/flag?flagName=most_read&pageSize=4");
    const first = await one<{ article_id: number }>(
      "SELECT article_id FROM article_flags WHERE flag_name = 'most_read' ORDER BY position LIMIT 1",
    );
    expect(body._embedded.items).toHaveLength(4);
    expect(body._embedded.items[0]!.id).toBe(first.article_id);
  });

  it("section blogs: three section_feature articles of the asked category", async () => {
    const body = await getJson<ListBody>(
      "/api/items/homepage?flag_name=section_feature&category=interviews&page_size=3",
    );
    expect(body._embedded.items).toHaveLength(3);
    expect(body._embedded.items.every((a) => a.category === "interviews")).toBe(true);
  });

  it("book review: the embedded default answers print, web and cover", async () => {
    const res = await get("/api/items/bookreview");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await res.json()) as {
      print: { headFormatted: string; url: string; path: string; channel: string }[];
      web: { headFormatted: string; url: string; channel: string }[];
      cover: { path_large: string; url: string } | null;
    };
    expect(body.print.length).toBeGreaterThan(0);
    expect(body.print.length).toBeLessThanOrEqual(3);
    expect(body.web).toHaveLength(3);
    expect(body.print[0]!.url).toMatch(/^https?:\/\/[^/]+\//);
    expect(body.print[0]!.url.endsWith(body.print[0]!.path)).toBe(true);
    expect(body.web.every((a) => a.channel === "columns")).toBe(true);
    expect(body.cover?.url).toMatch(/\/print\//);
  });

  it("sponsored videos carry a positive probabilityweight and a 'From X:' title", async () => {
    const body = await getJson<ListBody<ArticleJson & { probabilityweight: number }>>("/api/video/featured-sponsored");
    expect(body._embedded.items.length).toBeGreaterThan(0);
    for (const video of body._embedded.items) {
      expect(video.probabilityweight).toBeGreaterThan(0);
      expect(video.titleFormatted).toMatch(/^From [^:]+:/);
    }
  });

  it("exhibition highlights: title, media[0].path_large with mimetype, location.path", async () => {
    const body =
      await getJson<
        ListBody<{ title: string; media: { path_large: string; mimetype: string }[]; location: { path: string } }>
      >("/api/guide/highlights");
    expect(body._embedded.items.length).toBeGreaterThan(0);
    const first = body._embedded.items[0]!;
    expect(first.title).not.toBe("");
    expect(first.media[0]!.path_large).toMatch(/^\/assets\//);
    expect(first.media[0]!.mimetype).toMatch(/^image\//);
    expect(first.location.path).toMatch(/^\/artguide\/venue\//);
    const two = await getJson<ListBody>("/api/guide/highlights?limit=2");
    expect(two._embedded.items.length).toBeLessThanOrEqual(2);
  });

  it("viewing rooms listed by title with flag 256, and random ones leaving out ids", async () => {
    const listed = await getJson<ListBody>(
      "/api/items/type/600?page=1&pageSize=12&sort_column=e.title&sort_order=ASC&flag=256",
    );
    expect(listed._embedded.items).toHaveLength(12);
    const titles = listed._embedded.items.map((a) => a.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const random = await getJson<ListBody>("/api/items/issue/type/600?pageSize=60");
    expect(random._embedded.items.every((a) => a.type === 600)).toBe(true);
    const excluded = random._embedded.items.slice(0, 3).map((a) => a.id);
    const rest = await getJson<ListBody>(`/api/items/issue/type/600?pageSize=60&exclude_ids=${excluded.join(",")}`);
    expect(rest._embedded.items.some((a) => excluded.includes(a.id))).toBe(false);
  });

  it.each([
    ["/api/items?category=news&pageSize=0", /pageSize/],
    ["/api/items/flag?flagName=most_read&pageSize=x", /pageSize/],
    ["/api/items/homepage?flag_name=section_feature&category=<b>", /category/],
    ["/api/items/type/600?flag=x", /flag/],
    ["/api/items/issue/type/600?pageSize=-1", /pageSize/],
    ["/api/guide/highlights?limit=99", /limit/],
    ["/api/guide/highlights?limit=two", /limit/],
  ])("answers bad input on %s with 400 and a message (never 500)", async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(field);
  });

  it("refuses to write to the book-review data", async () => {
    const res = await get("/api/items/bookreview", { method: "POST" });
    expect(res.status).toBe(405);
  });
});
