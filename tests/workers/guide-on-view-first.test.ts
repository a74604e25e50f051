import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GuideExhibition } from "#machines/rules/guide/guideTypes";
import { onViewFirst } from "#machines/rules/guide/onViewFirst";
import { showPhase } from "#machines/rules/guide/showTiming";
import { listExhibitions } from "#workers/db/exhibitions";
import { html, today } from "./guide-helpers";

/** Issue 52 point 13: within each group of a city page, the shows on view come before the upcoming ones. */

/** The first card's exhibition id on a page. */
async function firstCardId(path: string): Promise<number> {
  const body = await html(path);
  const found = /data-exhibition-id="(\d+)"/.exec(body);
  expect(found, path).not.toBeNull();
  return Number(found![1]);
}

const startOf = async (id: number) =>
  (await env.DB.prepare("SELECT show_start FROM exhibitions WHERE id = ?").bind(id).first<{ show_start: string }>())!
    .show_start;

/** Every page of New York's list of a category, in order. */
async function wholeList(category: "all" | "galleries"): Promise<GuideExhibition[]> {
  const items: GuideExhibition[] = [];
  for (let page = 1; ; page++) {
    const list = await listExhibitions(
      env.DB,
      { kind: "place", placeUrl: "new-york", category },
      { page, size: 15, today: today() },
    );
    items.push(...list.items);
    if (page >= list.pages) return items;
  }
}

describe("a city page lists what is on view now first", () => {
  it("the first card of New York (all listings and galleries) is on view today", async () => {
    for (const path of ["/artguide/place/new-york", "/artguide/place/new-york?category=galleries"]) {
      const id = await firstCardId(path);
      expect(showPhase(await startOf(id), today()), path).toBe("onView");
    }
  });

  it("every page follows the rule within its groups: categories for all listings, districts for galleries", async () => {
    const all = await wholeList("all");
    expect(all.some((x) => showPhase(x.showStart, today()) === "upcoming")).toBe(true);
    expect(all).toEqual(onViewFirst(all, (x) => x.category, today()));
    const galleries = await wholeList("galleries");
    expect(galleries).toEqual(onViewFirst(galleries, (x) => x.location.location.district, today()));
  });
});
