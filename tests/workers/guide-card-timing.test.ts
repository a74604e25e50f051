import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { showTiming } from "#machines/rules/guide/showTiming";
import { html, today } from "./guide-helpers";

/** Issue 52 point 13: a card and a compact row say when their show opens or closes, as the rule words it for today. */

/** Each listing of a page: its exhibition id, and its timing label's kind and words ("" when none). */
function labels(body: string): Map<number, { kind: string; text: string }> {
  const found = new Map<number, { kind: string; text: string }>();
  for (const part of body.split(/(?=<article class="g-(?:card|row)")/).slice(1)) {
    const id = /data-exhibition-id="(\d+)"/.exec(part);
    if (!id) continue;
    const label = /<span class="g-card__timing g-card__timing--([a-z-]+)">([^<]*)<\/span>/.exec(part);
    found.set(Number(id[1]), { kind: label?.[1] ?? "", text: label?.[2] ?? "" });
  }
  return found;
}

describe("a city page's listings say when each show opens or closes", () => {
  for (const view of ["cards", "list"]) {
    it(`in ${view}: the words the rule gives for the show's dates today, on every listing of the page`, async () => {
      const body = await html(`/artguide/place/new-york?category=galleries&view=${view}`);
      const shown = labels(body);
      expect(shown.size).toBeGreaterThan(3);
      const { results } = await env.DB.prepare(
        `SELECT id, show_start, show_end FROM exhibitions WHERE id IN (${[...shown.keys()].join(",")})`,
      ).all<{ id: number; show_start: string; show_end: string }>();
      let worded = 0;
      for (const x of results) {
        const rule = showTiming(x.show_start, x.show_end, today());
        expect(shown.get(x.id), `exhibition ${x.id}`).toEqual(
          rule.text ? { kind: rule.kind || "on-view", text: rule.text } : { kind: "", text: "" },
        );
        if (rule.text) worded += 1;
      }
      // The page is not all silent: some show on it opens later or closes soon.
      expect(worded).toBeGreaterThan(0);
    });
  }
});
