import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ExhibitionList, listExhibitions, placeExhibitionIds, plainPageIds } from "#workers/db/exhibitions";
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

  it("the map's current shows of a city match the plain sorted query, whole and cut short", async () => {
    const day = today();
    const plain = await placeExhibitionIds(env.DB, "new-york", day, 500, true);
    expect(plain.length).toBeGreaterThan(4);
    expect(await placeExhibitionIds(env.DB, "new-york", day, 500)).toEqual(plain);
    expect(await placeExhibitionIds(env.DB, "new-york", day, 3)).toEqual(plain.slice(0, 3));
  });
});
