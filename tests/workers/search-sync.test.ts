import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sqlNow } from "./sqlClock";

// The search tables follow every write (migrations/0006_search_sync.sql),
// not only the seed: what an editor changes is what a reader finds.
async function articleSearch(term: string): Promise<{ id: number }[]> {
  const res = await exports.default.fetch(`http://localhost/api/search?query=${term}&sort=relevance`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { id: number; category: string }[] };
  return body.results.filter((r) => r.category !== "artguide");
}

async function guideSearch(term: string): Promise<{ id: number }[]> {
  const res = await exports.default.fetch(`http://localhost/api/guide/search?query=${term}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { resultSections: { type: string; entities: { id: number }[] }[] };
  return body.resultSections.flatMap((s) => s.entities);
}

// Published articles that site search covers (viewing rooms, type 600, have their own listing).
const published = `published_at <= ${sqlNow()} AND type <> 600`;

describe("search follows writes", () => {
  it("finds an article by its new title and no longer by its old one", async () => {
    const row = await env.DB.prepare(`SELECT id FROM articles WHERE ${published} LIMIT 1`).first<{ id: number }>();
    expect(row).not.toBeNull();
    await env.DB.prepare("UPDATE articles SET title = ?1, title_formatted = ?1 WHERE id = ?2")
      .bind("Quetzalcoatlus Retrospective", row!.id)
      .run();
    expect((await articleSearch("quetzalcoatlus")).map((r) => r.id)).toContain(row!.id);
  });

  it("drops a deleted article from the results", async () => {
    const row = await env.DB.prepare(`SELECT id FROM articles WHERE ${published} LIMIT 1 OFFSET 3`).first<{
      id: number;
    }>();
    await env.DB.prepare("UPDATE articles SET body_formatted = '<p>Xylophonic ambitions.</p>' WHERE id = ?1")
      .bind(row!.id)
      .run();
    expect((await articleSearch("xylophonic")).map((r) => r.id)).toContain(row!.id);
    await env.DB.prepare("DELETE FROM articles WHERE id = ?1").bind(row!.id).run();
    expect(await articleSearch("xylophonic")).toHaveLength(0);
  });

  it("finds a renamed exhibition and a renamed venue in the guide search", async () => {
    const show = await env.DB.prepare("SELECT id, venue_id FROM exhibitions LIMIT 1").first<{
      id: number;
      venue_id: number;
    }>();
    await env.DB.prepare("UPDATE exhibitions SET title = 'Zanzibarine Light' WHERE id = ?1").bind(show!.id).run();
    expect((await guideSearch("zanzibarine")).map((e) => e.id)).toContain(show!.id);
    await env.DB.prepare("UPDATE venues SET name = 'Kestrelwood Kunsthalle' WHERE id = ?1").bind(show!.venue_id).run();
    const found = await guideSearch("kestrelwood");
    // The venue itself and its shows, found by the venue's new name.
    expect(found.map((e) => e.id)).toContain(show!.venue_id);
    expect(found.map((e) => e.id)).toContain(show!.id);
  });
});
