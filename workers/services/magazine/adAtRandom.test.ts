import { beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import { forgetPublicData } from "#workers/services/cache/publicData";
import { adAtRandom } from "./adAtRandom";

/** A D1 stand-in answering the ads query with `ids`, counting the queries. */
function adsDb(ids: number[]) {
  const db = {
    queries: 0,
    prepare: () => ({
      bind: () => ({
        all: async () => {
          db.queries++;
          return {
            results: ids.map((id) => ({
              id,
              size: "tout",
              kind: "display",
              section: "all",
              name: `Ad ${id}`,
              src: "",
              url: "",
              width: 300,
              height: 250,
              frequency: 1,
              weight: 1,
              issue_id: null,
            })),
          };
        },
      }),
    }),
  };
  return db;
}

const app = (db: ReturnType<typeof adsDb>) => ({
  db: db as unknown as D1Database,
  config: readConfig({ PUBLIC_DATA_SECONDS: "20" }),
  viewer: null,
});
const tout = { kind: "display", sizes: ["tout"], section: "news" } as const;

describe("an ad at random", () => {
  beforeEach(() => forgetPublicData());

  it("rotates through the running ads without asking D1 again", async () => {
    const db = adsDb([11, 12, 13]);
    expect((await adAtRandom(app(db), tout, () => 0))?.id).toBe(11);
    expect((await adAtRandom(app(db), tout, () => 0.5))?.id).toBe(12);
    expect((await adAtRandom(app(db), tout, () => 0.99))?.id).toBe(13);
    expect(db.queries).toBe(1);
  });

  it("answers none when no ad runs", async () => {
    expect(await adAtRandom(app(adsDb([])), tout)).toBeNull();
  });
});
