import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { GuideExhibition } from "#machines/rules/guide/guideTypes";
import { exhibitionsByIds, listExhibitions, nearbyExhibitionIds, plainPageIds } from "#workers/db/exhibitions";
import { keptAnswer, TOTAL_SECONDS } from "#workers/db/storedTotals";
import { ROWS_READ_HEADER } from "#workers/services/data/rowsReadCounter";
import { ORIGIN, today } from "./guide-helpers";
import { get, getJson, one } from "./magazine-helpers";

// Whole guide answers (the map's shows, the featured lists, nearby cells) and
// each show's whole answer are kept as JSON: readers must still see every
// edit at once, and a second view must stop paying for the reading.

const MAP = "/api/guide/exhibitions/new-york";
type MapBody = { exhibitions: GuideExhibition[] };
type ListsBody = { featuredLists: { id: number; name: string; location_ids: number[] }[] };

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

beforeEach(async () => {
  await run("DELETE FROM list_totals");
  await run("DELETE FROM kept_exhibitions");
});

async function rowsOf(path: string): Promise<number> {
  const res = await exports.default({ props: { measureRowsRead: true } }).fetch(`${ORIGIN}${path}`);
  await res.arrayBuffer();
  return Number(res.headers.get(ROWS_READ_HEADER));
}

describe("kept answers", () => {
  it("the map's shows follow a show's title, its venue's name, an image's caption and a list's name", async () => {
    const first = (await getJson<MapBody>(MAP)).exhibitions[0]!;
    expect((await getJson<MapBody>(MAP)).exhibitions[0]).toEqual(first);
    const shown = () => getJson<MapBody>(MAP).then((body) => body.exhibitions.find((e) => e.id === first.id)!);

    await run("UPDATE exhibitions SET title = 'Kept title' WHERE id = ?", first.id);
    expect((await shown()).exhibitionTitle).toBe("Kept title");

    await run("UPDATE venues SET name = name || ' (kept)' WHERE id = ?", first.location.id);
    expect((await shown()).location.name).toBe(`${first.location.name} (kept)`);

    const image = await env.DB.prepare(
      `SELECT xi.image_id FROM exhibition_images xi JOIN images im ON im.id = xi.image_id
        WHERE xi.exhibition_id = ? AND im.mimetype != 'application/pdf' ORDER BY xi.position LIMIT 1`,
    )
      .bind(first.id)
      .first<{ image_id: number }>();
    if (image) {
      await run("UPDATE images SET caption_formatted = 'Kept caption' WHERE id = ?", image.image_id);
      expect((await shown()).images[0]!.caption).toBe("Kept caption");
    }

    const list = await one<{ id: number }>("SELECT id FROM featured_lists ORDER BY id LIMIT 1");
    await run(
      "INSERT OR IGNORE INTO featured_list_venues (list_id, venue_id) VALUES (?, ?)",
      list.id,
      first.location.id,
    );
    await run("UPDATE featured_lists SET name = 'Kept list' WHERE id = ?", list.id);
    expect((await shown()).location.featuredLists.map((l) => l.name)).toContain("Kept list");
  });

  it("the featured lists follow a venue added to a list and a list renamed", async () => {
    const before = await getJson<ListsBody>("/api/guide/featuredlists");
    expect(await getJson<ListsBody>("/api/guide/featuredlists")).toEqual(before);
    const list = before.featuredLists[0]!;
    const venue = await one<{ id: number }>(
      `SELECT id FROM venues WHERE id NOT IN (SELECT venue_id FROM featured_list_venues WHERE list_id = ?) LIMIT 1`,
      list.id,
    );
    await run("INSERT INTO featured_list_venues (list_id, venue_id) VALUES (?, ?)", list.id, venue.id);
    const after = (await getJson<ListsBody>("/api/guide/featuredlists")).featuredLists.find((l) => l.id === list.id)!;
    expect(after.location_ids).toEqual([...list.location_ids, venue.id].sort((a, b) => a - b));
    await run("UPDATE featured_lists SET name = 'Renamed list' WHERE id = ?", list.id);
    const renamed = (await getJson<ListsBody>("/api/guide/featuredlists")).featuredLists.find((l) => l.id === list.id)!;
    expect(renamed.name).toBe("Renamed list");
  });

  it("nearby shows follow a show added beside the point and a show's edit", async () => {
    const day = today();
    const venue = await one<{ id: number; latitude: number; longitude: number; place_url: string }>(
      `SELECT v.id, v.latitude, v.longitude, v.place_url FROM venues v JOIN exhibitions e ON e.venue_id = v.id
        WHERE e.show_end >= ?1 AND e.show_start <= ?1 ORDER BY v.id LIMIT 1`,
      day,
    );
    const near = () => nearbyExhibitionIds(env.DB, venue.latitude, venue.longitude, day, 200);
    const before = await near();
    expect(await near()).toEqual(before);
    const added = await one<{ id: number }>(
      `INSERT INTO exhibitions (slug, title, show_start, show_end, category, venue_id, place_url)
       VALUES ('kept-nearby', 'Kept nearby', ?, '2999-01-01', 'galleries', ?, ?) RETURNING id`,
      day,
      venue.id,
      venue.place_url,
    );
    const after = await near();
    expect(after).toContain(added.id);
    expect(after).toEqual(await nearbyExhibitionIds(env.DB, venue.latitude, venue.longitude, day, 200, true));
    const [shown] = await exhibitionsByIds(env.DB, [added.id], day);
    expect(shown!.exhibitionTitle).toBe("Kept nearby");
    await run("UPDATE exhibitions SET title = 'Kept nearby again' WHERE id = ?", added.id);
    expect((await exhibitionsByIds(env.DB, [added.id], day))[0]!.exhibitionTitle).toBe("Kept nearby again");
  });

  it("the guide home's openings follow a show opening today added to a city", async () => {
    const day = today();
    const soon = async () =>
      (await listExhibitions(env.DB, { kind: "openingsSoon" }, { page: 1, size: 500, today: day })).items.map((e) =>
        Number(e.id),
      );
    const before = await soon();
    expect(await soon()).toEqual(before);
    const venue = await one<{ id: number }>("SELECT id FROM venues WHERE place_url = 'berlin' LIMIT 1");
    const added = await one<{ id: number }>(
      `INSERT INTO exhibitions (slug, title, show_start, show_end, category, venue_id, place_url, opening_start, opening_end)
       VALUES ('kept-opening', 'Kept opening', ?1, '2999-01-01', 'galleries', ?2, 'berlin', ?3, ?3) RETURNING id`,
      day,
      venue.id,
      `${day}T17:00:00Z`,
    );
    const after = await soon();
    expect(after).toContain(added.id);
    expect(after).toEqual(await plainPageIds(env.DB, { kind: "openingsSoon" }, day, 500, 0));
  });

  it("the front page follows a news article published and unpublished", async () => {
    // A personal cookie makes the edge cache step aside: every view is rendered.
    const front = async () => (await get("/", { headers: { cookie: "guest_cart=kept" } })).text();
    await front();
    const added = await one<{ id: number }>(
      `INSERT INTO articles (slug, url, channel, category, type, type_name, title, published_at)
       VALUES ('kept-front', '/news/kept-front', 'news', 'news', 1, 'news', 'Kept front page news', ?) RETURNING id`,
      new Date(Date.now() - 1000).toISOString(),
    );
    expect(await front()).toContain("Kept front page news");
    await run("UPDATE articles SET published_at = '2999-01-01T00:00:00Z' WHERE id = ?", added.id);
    expect(await front()).not.toContain("Kept front page news");
  });

  it("a kept show answers as read whole, in the order asked, and is read again after it expires", async () => {
    const day = today();
    const { results } = await env.DB.prepare("SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id DESC LIMIT 5")
      .bind(day)
      .all<{ id: number }>();
    const ids = results.map((r) => r.id);
    const read = await exhibitionsByIds(env.DB, ids, day);
    expect(read.map((e) => e.id)).toEqual(ids);
    expect(await exhibitionsByIds(env.DB, [...ids].reverse(), day)).toEqual([...read].reverse());
    await run("UPDATE kept_exhibitions SET json = json_set(json, '$.title', 'Changed here') WHERE id = ?", ids[0]);
    expect((await exhibitionsByIds(env.DB, ids, day))[0]!.title).toBe("Changed here");
    await run("UPDATE kept_exhibitions SET expires_at = 0");
    expect(await exhibitionsByIds(env.DB, ids, day)).toEqual(read);
  });

  it("a long answer is kept in parts and read back whole; an expired one is computed again", async () => {
    const long = Array.from({ length: 3 }, (_, i) => `${"x".repeat(450_000)}${i}🎨`);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return long;
    };
    const now = Date.now();
    expect(await keptAnswer(env.DB, "guide", "long answer", now, compute)).toEqual(long);
    const parts = await one<{ n: number }>("SELECT count(*) AS n FROM list_totals WHERE key LIKE 'long answer #%'");
    expect(parts.n).toBeGreaterThan(3);
    expect(await keptAnswer(env.DB, "guide", "long answer", now + 1000, compute)).toEqual(long);
    expect(computed).toBe(1);
    expect(await keptAnswer(env.DB, "guide", "long answer", now + TOTAL_SECONDS * 1000 + 1, compute)).toEqual(long);
    expect(computed).toBe(2);
  });

  it("an answer is never read from the parts of a longer key that starts like its own", async () => {
    const now = Date.now();
    expect(await keptAnswer(env.DB, "guide", "k", now, async () => [1])).toEqual([1]);
    expect(await keptAnswer(env.DB, "guide", "k #0000 more", now, async () => [2])).toEqual([2]);
    await run("UPDATE list_totals SET expires_at = 0 WHERE key = 'k #0000'");
    expect(await keptAnswer(env.DB, "guide", "k", now, async () => [3])).toEqual([3]);
  });

  it("a second view of the map, nearby shows and the featured lists reads a fraction of the first", async () => {
    for (const path of [MAP, "/api/guide/exhibitions/geo?latitude=40.7&longitude=-74", "/api/guide/featuredlists"]) {
      const first = await rowsOf(path);
      const second = await rowsOf(path);
      expect(second, path).toBeLessThan(first);
      expect(second, path).toBeLessThanOrEqual(300);
    }
  });
});
