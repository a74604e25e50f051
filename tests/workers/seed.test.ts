import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// The seeded database other workers tests rely on.
describe("seeded D1", () => {
  it("has content of every kind", async () => {
    const counts = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM articles) AS articles, (SELECT COUNT(*) FROM exhibitions) AS exhibitions,
              (SELECT COUNT(*) FROM venues) AS venues, (SELECT COUNT(*) FROM print_issues) AS issues,
              (SELECT COUNT(*) FROM places WHERE is_priority = 1) AS priority, (SELECT COUNT(*) FROM articles WHERE type = 600) AS rooms`,
    ).first<Record<string, number>>();
    expect(counts?.articles).toBeGreaterThan(150);
    expect(counts?.exhibitions).toBe(400);
    expect(counts?.venues).toBeGreaterThan(100);
    expect(counts?.issues).toBe(6);
    expect(counts?.priority).toBe(9);
    expect(counts?.rooms).toBeGreaterThan(10);
  });

  it("has openings and closings today and tomorrow", async () => {
    const today = env.TEST_TODAY;
    const row = await env.DB.prepare(
      `SELECT SUM(show_start = ?1 AND opening_start IS NOT NULL) AS opening, SUM(show_end = ?1) AS closing,
              SUM(show_start = date(?1, '+1 day')) AS opening_tomorrow, SUM(show_end = date(?1, '+1 day')) AS closing_tomorrow
       FROM exhibitions WHERE place_url = 'new-york'`,
    )
      .bind(today)
      .first<Record<string, number>>();
    expect(row?.opening).toBeGreaterThan(0);
    expect(row?.closing).toBeGreaterThan(0);
    expect(row?.opening_tomorrow).toBeGreaterThan(0);
    expect(row?.closing_tomorrow).toBeGreaterThan(0);
  });

  it("finds articles and guide entries with full-text search", async () => {
    const title = await env.DB.prepare("SELECT title FROM articles WHERE category = 'news' ORDER BY id LIMIT 1").first<{
      title: string;
    }>();
    const word = (title?.title ?? "").split(" ").find((w) => w.length > 5) ?? "";
    const hits = await env.DB.prepare("SELECT COUNT(*) AS n FROM articles_fts WHERE articles_fts MATCH ?")
      .bind(`"${word}"`)
      .first<{ n: number }>();
    expect(hits?.n).toBeGreaterThan(0);
    const venues = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM guide_fts WHERE guide_fts MATCH 'place:berlin'",
    ).first<{ n: number }>();
    expect(venues?.n).toBeGreaterThan(0);
  });

  it("signs the subscriber in with the fixed seed session cookie", async () => {
    const viewer = await env.DB.prepare(
      `SELECT u.username, u.is_subscriber FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ?1 AND s.expires_at > ?2`,
    )
      .bind(await sha256Hex("seed-subscriber-session"), new Date().toISOString())
      .first<{ username: string; is_subscriber: number }>();
    expect(viewer).toEqual({ username: "subscriber", is_subscriber: 1 });
    // End to end: the Worker resolves the cookie and the header shows the account.
    const res = await exports.default.fetch("http://localhost/", {
      headers: { cookie: "session=seed-subscriber-session" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/profile"');
    expect(html).toContain("SIGN OUT");
  }, 30_000);
});

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
