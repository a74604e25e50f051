import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listArticles } from "#workers/db/articles";
import {
  type ExhibitionList,
  listExhibitions,
  nearbyExhibitionIds,
  placeExhibitionIds,
  plainPageIds,
} from "#workers/db/exhibitions";
import { today } from "./guide-helpers";

// Lists read only what their page needs (a walk in order, each category or
// part in turn, or each city's first openings): every page must hold exactly
// what sorting all matching shows would give.
const LISTS: ExhibitionList[] = [
  { kind: "mustsee" },
  { kind: "openingsSoon" },
  { kind: "artfairs" },
  { kind: "special" },
  { kind: "place", placeUrl: "new-york", category: "all" },
  { kind: "place", placeUrl: "new-york", category: "galleries" },
  { kind: "place", placeUrl: "new-york", category: "openings" },
  { kind: "place", placeUrl: "new-york", category: "closings" },
  { kind: "place", placeUrl: "new-york", category: "special-events" },
];

const nameOf = (list: ExhibitionList) =>
  list.kind === "place" ? `${list.kind} ${list.placeUrl} ${list.category}` : list.kind;

describe("lists read in order", () => {
  for (const list of LISTS) {
    it(`${nameOf(list)}: pages of 4 and one page of 12 match the plain sorted query`, async () => {
      const day = today();
      const expected = await plainPageIds(env.DB, list, day, 12, 0);
      expect(expected.length).toBeGreaterThan(4);
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const { items } = await listExhibitions(env.DB, list, { page, size: 4, today: day });
        paged.push(...items.map((x) => Number(x.id)));
      }
      expect(paged).toEqual(expected);
      const { items } = await listExhibitions(env.DB, list, { page: 1, size: 12, today: day });
      expect(items.map((x) => Number(x.id))).toEqual(expected);
    });
  }

  it("place all: a page past the first categories matches the plain sorted query", async () => {
    const day = today();
    const list: ExhibitionList = { kind: "place", placeUrl: "new-york", category: "all" };
    const all = await plainPageIds(env.DB, list, day, 10_000, 0);
    expect(all.length).toBeGreaterThan(8);
    const size = 4;
    const page = Math.ceil(all.length / size);
    const { items } = await listExhibitions(env.DB, list, { page, size, today: day });
    expect(items.map((x) => Number(x.id))).toEqual(all.slice((page - 1) * size, page * size));
  });

  it("the art fairs of the city with the most match the plain sorted query, page by page", async () => {
    const day = today();
    const { place_url } = (await env.DB.prepare(
      `SELECT place_url FROM exhibitions WHERE category = 'art-fairs' AND show_end >= ?
        GROUP BY place_url ORDER BY count(*) DESC LIMIT 1`,
    )
      .bind(day)
      .first<{ place_url: string }>())!;
    const list: ExhibitionList = { kind: "place", placeUrl: place_url, category: "art-fairs" };
    const expected = await plainPageIds(env.DB, list, day, 100, 0);
    expect(expected.length).toBeGreaterThan(4);
    const paged: number[] = [];
    for (let page = 1; (page - 1) * 2 < expected.length; page++) {
      const { items } = await listExhibitions(env.DB, list, { page, size: 2, today: day });
      paged.push(...items.map((x) => Number(x.id)));
    }
    expect(paged).toEqual(expected);
  });

  it("a city's dated lists follow a venue's new name and a show moved to another venue", async () => {
    const day = today();
    const closings: ExhibitionList = { kind: "place", placeUrl: "new-york", category: "closings" };
    const walked = async () =>
      (await listExhibitions(env.DB, closings, { page: 1, size: 500, today: day })).items.map((x) => Number(x.id));
    const before = await plainPageIds(env.DB, closings, day, 500, 0);
    const first = (await env.DB.prepare("SELECT id, venue_id FROM exhibitions WHERE id = ?")
      .bind(before[0])
      .first<{ id: number; venue_id: number }>())!;
    const other = (await env.DB.prepare(
      "SELECT id FROM venues WHERE place_url = 'new-york' AND id <> ? ORDER BY name DESC LIMIT 1",
    )
      .bind(first.venue_id)
      .first<{ id: number }>())!;
    // The first closing's venue, renamed to sort last: its shows move after the other venues closing that day.
    await env.DB.prepare("UPDATE venues SET name = 'Zzz ' || name WHERE id = ?").bind(first.venue_id).run();
    const renamed = await plainPageIds(env.DB, closings, day, 500, 0);
    expect(renamed).not.toEqual(before);
    expect(await walked()).toEqual(renamed);
    // The show, moved to the city's last venue by name.
    await env.DB.prepare("UPDATE exhibitions SET venue_id = ? WHERE id = ?").bind(other.id, first.id).run();
    const moved = await plainPageIds(env.DB, closings, day, 500, 0);
    expect(await walked()).toEqual(moved);
    await env.DB.prepare("UPDATE exhibitions SET venue_id = ? WHERE id = ?").bind(first.venue_id, first.id).run();
    await env.DB.prepare("UPDATE venues SET name = substr(name, 5) WHERE id = ?").bind(first.venue_id).run();
    expect(await walked()).toEqual(before);
  });

  it("every city's openings match the plain sorted query, whatever the city's time zone", async () => {
    const day = today();
    const { results } = await env.DB.prepare("SELECT place_url FROM places").all<{ place_url: string }>();
    let seen = 0;
    for (const { place_url } of results) {
      const list: ExhibitionList = { kind: "place", placeUrl: place_url, category: "openings" };
      const expected = await plainPageIds(env.DB, list, day, 50, 0);
      seen += expected.length;
      const { items } = await listExhibitions(env.DB, list, { page: 1, size: 50, today: day });
      expect(
        items.map((x) => Number(x.id)),
        place_url,
      ).toEqual(expected);
    }
    expect(seen).toBeGreaterThan(4);
  });

  it("the map's current shows of a city match the plain sorted query, whole and cut short", async () => {
    const day = today();
    const plain = await placeExhibitionIds(env.DB, "new-york", day, 500, true);
    expect(plain.length).toBeGreaterThan(4);
    expect(await placeExhibitionIds(env.DB, "new-york", day, 500)).toEqual(plain);
    expect(await placeExhibitionIds(env.DB, "new-york", day, 3)).toEqual(plain.slice(0, 3));
  });

  it("nearby shows match the plain sorted query, from a few (a small circle) to more than the box holds", async () => {
    const day = today();
    const venue = (await env.DB.prepare(
      `SELECT v.latitude, v.longitude FROM venues v JOIN exhibitions e ON e.venue_id = v.id
        WHERE e.show_end >= ?1 AND e.show_start <= ?1 ORDER BY v.id LIMIT 1`,
    )
      .bind(day)
      .first<{ latitude: number; longitude: number }>())!;
    for (const [latitude, longitude] of [
      [venue.latitude, venue.longitude],
      [venue.latitude + 0.013, venue.longitude - 0.021],
      [40.7, -74],
      // A corner of the box: its venue is farther than the box's inner circle.
      [venue.latitude + 0.19, venue.longitude + 0.19],
    ] as const) {
      const all = await nearbyExhibitionIds(env.DB, latitude, longitude, day, 100_000, true);
      expect(all.length).toBeGreaterThan(0);
      for (const max of [1, 3, 10, 200, 100_000]) {
        expect(
          await nearbyExhibitionIds(env.DB, latitude, longitude, day, max),
          `${latitude},${longitude} ${max}`,
        ).toEqual(all.slice(0, max));
      }
    }
  });
});

describe("a type's articles by title", () => {
  for (const order of ["title_asc", "title_desc"] as const) {
    it(`${order}: pages of viewing rooms match the plain sorted query`, async () => {
      const now = new Date().toISOString();
      const direction = order === "title_asc" ? "ASC" : "DESC";
      const { results } = await env.DB.prepare(
        `SELECT a.id FROM articles a NOT INDEXED WHERE a.published_at <= ?1 AND a.type = 600 AND (a.flags & 256) = 256
          ORDER BY a.title ${direction}, a.id ${direction}`,
      )
        .bind(now)
        .all<{ id: number }>();
      const expected = results.map((row) => Number(row.id));
      expect(expected.length).toBeGreaterThan(4);
      const paged: number[] = [];
      for (let page = 1; page * 3 <= expected.length + 2; page++) {
        const list = await listArticles(env.DB, { type: 600, flagMask: 256 }, { page, pageSize: 3, order, now });
        paged.push(...list._embedded.items.map((a) => Number(a.id)));
      }
      expect(paged).toEqual(expected);
    });
  }
});
