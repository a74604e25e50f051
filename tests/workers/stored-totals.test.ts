import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { placeCountsOf } from "#workers/db/exhibitions";
import { listIssues } from "#workers/db/issues";
import { listPickPlaces } from "#workers/db/picks";
import { listPlaces } from "#workers/db/places";
import { storedTotalStatement, TOTAL_SECONDS, type TotalQuery, totalFrom, totalKey } from "#workers/db/storedTotals";
import { ROWS_READ_HEADER } from "#workers/services/data/rowsReadCounter";
import { burst } from "./concurrency";
import { ORIGIN, today } from "./guide-helpers";
import { getJson, type ListBody, one } from "./magazine-helpers";

// A list's total is counted once and kept (list_totals): readers must still see
// the true total after every edit, and a page view must stop paying for the count.

const NEWS = "/api/items?category=news&page=1&pageSize=12";
const direct = async (sql: string, ...binds: unknown[]) => (await one<{ n: number }>(sql, ...binds)).n;
const newsCount = () =>
  direct(
    "SELECT count(*) AS n FROM articles WHERE category = 'news' AND type <> 600 AND published_at <= ?",
    new Date().toISOString(),
  );

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM list_totals").run();
});

describe("kept list totals", () => {
  it("the print archive's total follows an issue unpublished and published again", async () => {
    const count = () =>
      direct("SELECT count(*) AS n FROM print_issues WHERE published_at <= ?", new Date().toISOString());
    const total = async () => (await listIssues(env.DB, { page: 1, pageSize: 4 })).total;
    const before = await count();
    expect(await total()).toBe(before);
    expect(await total()).toBe(before);
    const issue = await one<{ id: number; published_at: string }>(
      "SELECT id, published_at FROM print_issues ORDER BY id LIMIT 1",
    );
    await env.DB.prepare("UPDATE print_issues SET published_at = '2999-01-01' WHERE id = ?").bind(issue.id).run();
    expect(await total()).toBe(before - 1);
    await env.DB.prepare("UPDATE print_issues SET published_at = ? WHERE id = ?")
      .bind(issue.published_at, issue.id)
      .run();
    expect(await total()).toBe(before);
  });

  it("answer the true total, and follow an article added, unpublished and deleted", async () => {
    expect((await getJson<ListBody>(NEWS)).total).toBe(await newsCount());
    const before = await newsCount();
    const added = await one<{ id: number }>(
      `INSERT INTO articles (slug, url, channel, category, type, type_name, title, published_at)
       VALUES ('kept-total', '/news/kept-total', 'news', 'news', 1, 'news', 'Kept total', ?) RETURNING id`,
      new Date(Date.now() - 60_000).toISOString(),
    );
    expect((await getJson<ListBody>(NEWS)).total).toBe(before + 1);
    await env.DB.prepare("UPDATE articles SET published_at = '2999-01-01T00:00:00Z' WHERE id = ?").bind(added.id).run();
    expect((await getJson<ListBody>(NEWS)).total).toBe(before);
    await env.DB.prepare("DELETE FROM articles WHERE id = ?").bind(added.id).run();
    expect((await getJson<ListBody>(NEWS)).total).toBe(before);
  });

  it("follow a show added to a city, in the city's list and in the guide's city count", async () => {
    const day = today();
    const cityCount = async () => (await listPlaces(env.DB, day)).find((p) => p.place_url === "new-york")!.count;
    const listTotal = async () =>
      (await getJson<{ total: number }>("/api/guide/list/place/new-york?page=1&size=15")).total;
    const [countBefore, totalBefore] = [await cityCount(), await listTotal()];
    const venue = await one<{ id: number }>("SELECT id FROM venues WHERE place_url = 'new-york' LIMIT 1");
    await env.DB.prepare(
      `INSERT INTO exhibitions (slug, title, show_start, show_end, category, venue_id, place_url)
       VALUES ('kept-total-show', 'Kept total', ?, '2999-01-01', 'galleries', ?, 'new-york')`,
    )
      .bind(day, venue.id)
      .run();
    expect(await cityCount()).toBe(countBefore + 1);
    expect(await listTotal()).toBe(totalBefore + 1);
  });

  it("follow a show made must-see, in the must-see list's count per city", async () => {
    const day = today();
    const countIn = async (placeUrl: string) =>
      (await placeCountsOf(env.DB, { kind: "mustsee" }, day)).find((p) => p.place_url === placeUrl)?.count ?? 0;
    const show = await one<{ id: number; place_url: string }>(
      "SELECT id, place_url FROM exhibitions WHERE is_must_see = 0 AND show_end >= ? LIMIT 1",
      day,
    );
    const before = await countIn(show.place_url);
    expect(await countIn(show.place_url)).toBe(before);
    await env.DB.prepare("UPDATE exhibitions SET is_must_see = 1 WHERE id = ?").bind(show.id).run();
    expect(await countIn(show.place_url)).toBe(before + 1);
  });

  it("follow a pick added to a place, in the places that have picks", async () => {
    const countIn = async (placeUrl: string) =>
      (await listPickPlaces(env.DB)).find((p) => p.place_url === placeUrl)?.count ?? 0;
    const before = await countIn("new-york");
    expect(await countIn("new-york")).toBe(before);
    await env.DB.prepare(
      `INSERT INTO articles (slug, url, channel, category, type, type_name, title, published_at, pick_place_url)
       VALUES ('kept-pick', '/picks/kept-pick', 'picks', 'picks', 1, 'picks', 'Kept pick', ?, 'new-york')`,
    )
      .bind(new Date(Date.now() - 60_000).toISOString())
      .run();
    expect(await countIn("new-york")).toBe(before + 1);
  });

  it("are counted again once expired", async () => {
    const sql = "SELECT count(*) AS n FROM articles WHERE category = ?";
    const query: TotalQuery = { scope: "articles", sql, binds: ["news"], key: totalKey(sql, ["news"]) };
    const now = Date.now();
    const first = await totalFrom(env.DB, query, await storedTotalStatement(env.DB, query, now).all(), now);
    // Kept: a changed row in the table is not seen while the total is valid…
    await env.DB.prepare("UPDATE list_totals SET n = n + 1000 WHERE key = ?").bind(query.key).run();
    const kept = await storedTotalStatement(env.DB, query, now + 1000).all<{ n: number }>();
    expect(await totalFrom(env.DB, query, kept, now + 1000)).toBe(first + 1000);
    // …and after TOTAL_SECONDS it is counted again.
    const later = now + TOTAL_SECONDS * 1000 + 1;
    const expired = await storedTotalStatement(env.DB, query, later).all<{ n: number }>();
    expect(expired.results).toEqual([]);
    expect(await totalFrom(env.DB, query, expired, later)).toBe(first);
  });

  it("make a second view of a channel read a fraction of the rows the first one did", async () => {
    const measured = exports.default({ props: { measureRowsRead: true } });
    const rowsOf = async () => {
      const res = await measured.fetch(`${ORIGIN}${NEWS}`);
      await res.arrayBuffer();
      return Number(res.headers.get(ROWS_READ_HEADER));
    };
    const first = await rowsOf();
    const second = await rowsOf();
    expect(first - second).toBeGreaterThanOrEqual(await newsCount());
  });

  it("hold under 30 identical requests at once with nothing kept", async () => {
    const answers = await burst("/api/items?category=news&page=2&pageSize=12");
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const totals = new Set(answers.map((a) => (JSON.parse(a.body) as ListBody).total));
    expect([...totals]).toEqual([await newsCount()]);
  });
});
