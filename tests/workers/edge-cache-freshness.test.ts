import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EDGE_ARTICLE_FRESH_SECONDS, EDGE_FRESH_SECONDS, withEdgeCache } from "#workers/services/cache/edgeCache";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { ARTICLE_ID_HEADER, METER_VARIANT_HEADER } from "#workers/services/magazine/meterVariant";
import { visitorOptions } from "./edge-cache-helpers";

// How long a kept page is fresh: a minute, and five for an article (the long tail of the
// traffic, which rarely changes once published). Time is the cache's `now`, not a clock.
const STARTED = Date.parse("2026-11-26T10:00:00Z");
const page =
  (headers: Record<string, string> = {}) =>
  () =>
    Promise.resolve(
      new Response("<!doctype html><p>kept</p>", { headers: { "content-type": "text/html", ...headers } }),
    );
const article = page({ [ARTICLE_ID_HEADER]: "9001", [METER_VARIANT_HEADER]: "free-2" });

/** The cache's outcome for `path` asked `seconds` after STARTED, once its writes have landed. */
async function outcomeAt(path: string, seconds: number, render: () => Promise<Response>) {
  const url = `http://localhost${path}`;
  const request = new Request(url);
  const ctx = createExecutionContext();
  const response = await withEdgeCache(
    request,
    ctx,
    visitorOptions(request, { now: STARTED + seconds * 1000 }),
    render,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  return response.headers.get(EDGE_CACHE_HEADER);
}

describe("the edge cache's freshness", () => {
  it("keeps a page fresh for a minute and an article for five", async () => {
    expect(EDGE_ARTICLE_FRESH_SECONDS).toBeGreaterThan(EDGE_FRESH_SECONDS);
    const list = `/news?fresh=${Math.random()}`;
    const story = `/news/a-story-${Math.random().toString(36).slice(2)}`;
    expect(await outcomeAt(list, 0, page())).toBe("MISS");
    expect(await outcomeAt(story, 0, article)).toBe("MISS");

    expect(await outcomeAt(list, EDGE_FRESH_SECONDS - 1, page())).toBe("HIT");
    expect(await outcomeAt(story, EDGE_FRESH_SECONDS + 1, article)).toBe("HIT");
    expect(await outcomeAt(story, EDGE_ARTICLE_FRESH_SECONDS - 1, article)).toBe("HIT");
    expect(await outcomeAt(list, EDGE_FRESH_SECONDS + 1, page())).toBe("STALE");
    expect(await outcomeAt(story, EDGE_ARTICLE_FRESH_SECONDS + 1, article)).toBe("STALE");
  });
});
