import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// A show carries a copy of its venue's name (migrations/0031), written by
// triggers. Writing the copy must not count as another write to the shows
// (migrations/0032): a venue renamed costs the same writes whatever the number
// of its shows, and a show added or moved moves the shows' generation once.
type Generations = { exhibitions: number; guide: number; venues: number };

async function generations(): Promise<Generations> {
  const { results } = await env.DB.prepare(
    "SELECT scope, generation FROM list_total_generations WHERE scope IN ('exhibitions', 'guide', 'venues')",
  ).all<{ scope: keyof Generations; generation: number }>();
  return Object.fromEntries(results.map((r) => [r.scope, r.generation])) as Generations;
}

const venueNameOf = async (showId: number) =>
  (await env.DB.prepare("SELECT venue_name FROM exhibitions WHERE id = ?")
    .bind(showId)
    .first<{ venue_name: string }>())!.venue_name;

const moved = (before: Generations, after: Generations) => ({
  exhibitions: after.exhibitions - before.exhibitions,
  guide: after.guide - before.guide,
  venues: after.venues - before.venues,
});

describe("a show's copy of its venue's name is written once, and counts as no other write", () => {
  it("a venue renamed moves the generations as a venue with one show does, and every show has the new name", async () => {
    const rename = async (venueId: number) => {
      const before = await generations();
      await env.DB.prepare("UPDATE venues SET name = name || ' (renamed)' WHERE id = ?").bind(venueId).run();
      return moved(before, await generations());
    };
    const busiest = (await env.DB.prepare(
      "SELECT venue_id AS id, count(*) AS shows FROM exhibitions GROUP BY venue_id ORDER BY shows DESC LIMIT 1",
    ).first<{ id: number; shows: number }>())!;
    const quietest = (await env.DB.prepare(
      "SELECT venue_id AS id, count(*) AS shows FROM exhibitions GROUP BY venue_id HAVING shows = 1 LIMIT 1",
    ).first<{ id: number; shows: number }>())!;
    expect(busiest.shows).toBeGreaterThan(3);
    const one = await rename(quietest.id);
    expect(one.exhibitions).toBe(0);
    expect(await rename(busiest.id)).toEqual(one);
    const stale = await env.DB.prepare(
      "SELECT count(*) AS n FROM exhibitions e JOIN venues v ON v.id = e.venue_id WHERE e.venue_id IN (?, ?) AND e.venue_name <> v.name",
    )
      .bind(busiest.id, quietest.id)
      .first<{ n: number }>();
    expect(stale!.n).toBe(0);
  });

  it("a new show moves the shows' generation once and carries its venue's name", async () => {
    const venue = (await env.DB.prepare("SELECT id, name, place_url FROM venues LIMIT 1").first<{
      id: number;
      name: string;
      place_url: string;
    }>())!;
    const before = await generations();
    const show = await env.DB.prepare(
      `INSERT INTO exhibitions (slug, title, show_start, show_end, category, venue_id, place_url)
       VALUES ('name-copy-check', 'Name copy check', '2099-01-01', '2099-02-01', 'galleries', ?, ?) RETURNING id`,
    )
      .bind(venue.id, venue.place_url)
      .first<{ id: number }>();
    expect(moved(before, await generations()).exhibitions).toBe(1);
    expect(await venueNameOf(show!.id)).toBe(venue.name);
  });

  it("a show moved to another venue moves the shows' generation once and takes the new venue's name", async () => {
    const show = (await env.DB.prepare("SELECT id, venue_id, place_url FROM exhibitions LIMIT 1").first<{
      id: number;
      venue_id: number;
      place_url: string;
    }>())!;
    const other = (await env.DB.prepare("SELECT id, name FROM venues WHERE place_url = ? AND id <> ? LIMIT 1")
      .bind(show.place_url, show.venue_id)
      .first<{ id: number; name: string }>())!;
    const before = await generations();
    await env.DB.prepare("UPDATE exhibitions SET venue_id = ? WHERE id = ?").bind(other.id, show.id).run();
    expect(moved(before, await generations()).exhibitions).toBe(1);
    expect(await venueNameOf(show.id)).toBe(other.name);
  });
});
