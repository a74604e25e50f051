import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ExhibitionList, listExhibitions, plainPageIds } from "#workers/db/exhibitions";
import { today } from "./guide-helpers";

// Cross-city lists read only what their page needs (a walk in order, or each
// city's first openings): every page must hold exactly what sorting all
// matching shows would give.
const LISTS: ExhibitionList[] = [{ kind: "mustsee" }, { kind: "openingsSoon" }];

describe("cross-city lists read in order", () => {
  for (const list of LISTS) {
    it(`${list.kind}: pages of 4 and one page of 12 match the plain sorted query`, async () => {
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
});
