import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forgetPublicData } from "#workers/services/cache/publicData";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { burst, summary } from "./concurrency";
import { one } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

// Readers' requests run side by side in one isolate, and a Worker may not use
// another request's I/O objects: nothing one request started may be handed to
// another. These bursts keep public results in memory (PUBLIC_DATA_SECONDS > 0),
// which the other Worker tests turn off.
const props = { publicDataSeconds: 20 };
const fresh = () => `burst=${crypto.randomUUID()}`;

async function latestArticle(): Promise<string> {
  const { url } = await one<{ url: string }>(
    `SELECT url FROM articles WHERE published_at <= ${sqlNow()} AND category = 'news' ORDER BY published_at DESC LIMIT 1`,
  );
  return url;
}

describe("bursts of 30 identical requests", () => {
  // Every caller of publicData(): search and suggest (api and page), a channel's list, an article, a city's listings, the front page.
  const paths: [string, () => Promise<string>][] = [
    ["/api/search", async () => `/api/search?query=art&${fresh()}`],
    ["/api/suggest", async () => `/api/suggest?search=art&${fresh()}`],
    ["the search page", async () => `/search?search=art&${fresh()}`],
    ["a channel", async () => `/news?${fresh()}`],
    ["an article", async () => `${await latestArticle()}?${fresh()}`],
    ["a city's listings", async () => `/artguide/place/new-york?category=all&${fresh()}`],
    ["the front page", async () => `/?${fresh()}`],
  ];

  it.each(paths)("%s: all 200 while its public data is loaded", async (_name, pathOf) => {
    const path = await pathOf();
    forgetPublicData();
    const answers = await burst(path, 30, { props });
    expect(summary(answers)).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
    // And once more from what the first burst kept.
    expect(summary(await burst(path, 30, { props }))).toEqual({
      statuses: Array(30).fill(200),
      firstFailure: undefined,
    });
  });

  it("an edge-cached page: all 200 while it renders, and from the cache once kept", async () => {
    const path = `/artguide/mustsee?${fresh()}`;
    forgetPublicData();
    const rendered = await burst(path, 30, { props });
    expect(summary(rendered)).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
    // The copies kept by the first burst (ctx.waitUntil lands after the answers).
    let kept = rendered;
    for (
      let attempt = 0;
      attempt < 40 && !kept.every((answer) => answer.headers.get(EDGE_CACHE_HEADER) === "HIT");
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      kept = await burst(path, 30, { props });
      expect(summary(kept)).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
    }
    expect(kept.map((answer) => answer.headers.get(EDGE_CACHE_HEADER))).toEqual(Array(30).fill("HIT"));
    expect(new Set(kept.map((answer) => answer.body)).size).toBe(1);
  });

  // What is kept in D1 (workers/db/storedTotals.ts), emptied first: 30 misses each compute and store it at once.
  const stored: [string, string, string][] = [
    ["stored answers (a city's map shows)", "/api/guide/exhibitions/new-york", "list_totals"],
    ["stored shows (nearby shows)", "/api/guide/exhibitions/geo?latitude=40.7&longitude=-74", "kept_exhibitions"],
  ];

  it.each(stored)("%s: all 200 and one answer while stored, and once stored", async (_name, path, table) => {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
    const first = await burst(path);
    expect(summary(first)).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
    const again = await burst(path);
    expect(summary(again)).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
    expect(new Set([...first, ...again].map((answer) => answer.body)).size).toBe(1);
    const kept = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    expect(kept?.n).toBeGreaterThan(0);
  });
});
