import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listPlaces } from "#workers/db/places";

// Guide city counts come from exhibition_end_counts (migrations/0013), kept by
// triggers: after any write they must equal counting the exhibitions themselves.
const TODAY = "2000-01-01";

async function countsAgree(): Promise<void> {
  const places = await listPlaces(env.DB, TODAY);
  const { results } = await env.DB.prepare(
    "SELECT p.place_url, (SELECT count(*) FROM exhibitions e WHERE e.place_url = p.place_url AND e.show_end >= ?) AS n FROM places p",
  )
    .bind(TODAY)
    .all<{ place_url: string; n: number }>();
  const direct = Object.fromEntries(results.map((r) => [r.place_url, r.n]));
  for (const place of places) expect(place.count, place.place_url).toBe(direct[place.place_url]);
}

describe("guide city counts follow writes to exhibitions", () => {
  it("match a direct count after the seed, an insert, a move, a date change and a delete", async () => {
    await countsAgree();
    const show = await env.DB.prepare("SELECT * FROM exhibitions LIMIT 1").first<Record<string, unknown>>();
    const other = await env.DB.prepare("SELECT v.id, v.place_url FROM venues v WHERE v.place_url <> ? LIMIT 1")
      .bind(show!.place_url)
      .first<{ id: number; place_url: string }>();
    const inserted = await env.DB.prepare(
      `INSERT INTO exhibitions (slug, title, show_start, show_end, category, venue_id, place_url)
       VALUES ('count-check', 'Count check', '2099-01-01', '2099-02-01', 'galleries', ?, ?) RETURNING id`,
    )
      .bind(show!.venue_id, show!.place_url)
      .first<{ id: number }>();
    await countsAgree();
    await env.DB.prepare("UPDATE exhibitions SET venue_id = ?, place_url = ? WHERE id = ?")
      .bind(other!.id, other!.place_url, inserted!.id)
      .run();
    await countsAgree();
    await env.DB.prepare("UPDATE exhibitions SET show_end = '1999-01-01' WHERE id = ?").bind(inserted!.id).run();
    await countsAgree();
    await env.DB.prepare("DELETE FROM exhibitions WHERE id = ?").bind(show!.id).run();
    await countsAgree();
  });
});
