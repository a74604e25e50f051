import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listExhibitions } from "#workers/db/exhibitions";

// A city's galleries are read by walking the city's venues (workers/db/exhibitions.ts);
// they must be exactly the shows a plain filter and sort over exhibitions gives.
const TODAY = "2000-01-01";

async function direct(placeUrl: string): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT e.id FROM exhibitions e JOIN venues v ON v.id = e.venue_id
     WHERE e.show_end >= ? AND e.place_url = ? AND e.category = 'galleries'
     ORDER BY v.district, (e.show_start > ?), v.name, e.show_start, e.id`,
  )
    .bind(TODAY, placeUrl, TODAY)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

async function walked(placeUrl: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const list = await listExhibitions(
      env.DB,
      { kind: "place", placeUrl, category: "galleries" },
      { page, size: 15, today: TODAY },
    );
    ids.push(...list.items.map((e) => e.id));
    expect(list.total).toBe((await direct(placeUrl)).length);
    if (page >= list.pages) return ids;
  }
}

describe("a city's galleries in venue order", () => {
  it("are the filtered shows in order, page after page", async () => {
    const { place_url } = (await env.DB.prepare(
      "SELECT place_url FROM exhibitions WHERE category = 'galleries' GROUP BY place_url ORDER BY count(*) DESC LIMIT 1",
    ).first<{ place_url: string }>())!;
    expect(await walked(place_url)).toEqual(await direct(place_url));
  });

  it("follow a venue that moves to another city (its shows move with it)", async () => {
    const show = (await env.DB.prepare(
      "SELECT e.id, e.venue_id, e.place_url FROM exhibitions e WHERE e.category = 'galleries' LIMIT 1",
    ).first<{ id: number; venue_id: number; place_url: string }>())!;
    const other = (await env.DB.prepare("SELECT place_url FROM places WHERE place_url <> ? LIMIT 1")
      .bind(show.place_url)
      .first<{ place_url: string }>())!;
    await env.DB.prepare("UPDATE venues SET place_url = ? WHERE id = ?").bind(other.place_url, show.venue_id).run();
    const moved = await env.DB.prepare("SELECT place_url FROM exhibitions WHERE id = ?")
      .bind(show.id)
      .first<{ place_url: string }>();
    expect(moved?.place_url).toBe(other.place_url);
    expect(await walked(other.place_url)).toContain(show.id);
    expect(await walked(show.place_url)).not.toContain(show.id);
  });
});
