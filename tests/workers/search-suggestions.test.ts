import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatDate } from "#machines/rules/calendar/dates";
import type { SuggestionItem } from "#machines/rules/magazine/suggestions";
import { getJson, one } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

/** Issue 51 point 13: each suggestion says what it is: its section, its date and, where there is one, a small image. */

interface Row {
  id: number;
  title: string;
  category_label: string;
  published_at: string;
}

/** The suggestions for an article's own headline: it is among them (its words are rare together). */
async function suggestionFor(row: Row): Promise<SuggestionItem> {
  const term = row.title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{3,}$/.test(w))
    .slice(0, 4)
    .join(" ");
  const list = await getJson<{ item: SuggestionItem }[]>(`/api/suggest?search=${encodeURIComponent(term)}`);
  const found = list.find(({ item }) => item.id === row.id);
  expect(found, `${term} suggests article ${row.id}`).toBeDefined();
  return found!.item;
}

describe("GET /api/suggest items", () => {
  it("carry the section, the written date and the smallest square crop at least 96 px wide", async () => {
    const row = await one<Row & { image_id: number }>(
      `SELECT a.id, a.title, a.category_label, a.published_at, a.primary_image_id AS image_id FROM articles a
        WHERE a.primary_image_id IS NOT NULL AND a.type <> 600 AND a.published_at <= ${sqlNow()}
          AND EXISTS (SELECT 1 FROM image_crops c WHERE c.image_id = a.primary_image_id AND c.crop = 'square' AND c.width >= 96)
        ORDER BY a.id DESC LIMIT 1`,
    );
    const item = await suggestionFor(row);
    expect(item.categoryLabel).toBe(row.category_label);
    expect(item.published).toBe(row.published_at);
    expect(item.publishedText).toBe(formatDate(row.published_at));
    const smallest = await one<{ path: string; width: number; height: number }>(
      "SELECT path, width, height FROM image_crops WHERE image_id = ? AND crop = 'square' AND width >= 96 ORDER BY width LIMIT 1",
      row.image_id,
    );
    expect(item.image).toEqual(smallest);
  });

  it("carry no image for an article without one", async () => {
    // The test seed gives most articles an image: take one away from an article for this test.
    const row = await one<Row & { image_id: number }>(
      `SELECT a.id, a.title, a.category_label, a.published_at, a.primary_image_id AS image_id FROM articles a
        WHERE a.primary_image_id IS NOT NULL AND a.type <> 600 AND a.published_at <= ${sqlNow()}
        ORDER BY a.id LIMIT 1`,
    );
    await env.DB.prepare("UPDATE articles SET primary_image_id = NULL WHERE id = ?").bind(row.id).run();
    try {
      expect((await suggestionFor(row)).image).toBeNull();
    } finally {
      await env.DB.prepare("UPDATE articles SET primary_image_id = ? WHERE id = ?").bind(row.image_id, row.id).run();
    }
  });
});
