import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { edgeCacheKey, withEdgeCache } from "#workers/services/cache/edgeCache";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { TEST_VARIANT, visitorOptions } from "./edge-cache-helpers";

// Kept pages are held gzipped: a client that takes gzip gets those bytes as they are, any
// other the page as it was rendered. Either way the reader sees the same page.
const PAGE = `<!doctype html><title>Kept</title>${"<p>Reviews, news and the week’s openings.</p>".repeat(300)}`;
const render = () => Promise.resolve(new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }));

async function ask(path: string, acceptEncoding: string | null) {
  const url = `http://localhost${path}`;
  const request = new Request(url, acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});
  const ctx = createExecutionContext();
  const response = await withEdgeCache(request, ctx, visitorOptions(request), render);
  const bytes = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { response, bytes };
}

const gunzip = (bytes: ArrayBuffer) =>
  new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
const uniquePath = () => `/news?gzip=${Math.random().toString(36).slice(2)}`;

describe("kept pages held gzipped", () => {
  it("answers a client that takes gzip with the kept page's gzipped bytes", async () => {
    const path = uniquePath();
    expect((await ask(path, "br, gzip")).response.headers.get(EDGE_CACHE_HEADER)).toBe("MISS");
    const { response, bytes } = await ask(path, "br, gzip");
    expect(response.headers.get(EDGE_CACHE_HEADER)).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(bytes.byteLength).toBeLessThan(PAGE.length / 5);
    expect(await gunzip(bytes)).toBe(PAGE);
  });

  it("answers a client that does not take gzip with the page as rendered", async () => {
    const path = uniquePath();
    await ask(path, null);
    const { response, bytes } = await ask(path, null);
    expect(response.headers.get(EDGE_CACHE_HEADER)).toBe("HIT");
    expect(response.headers.has("content-encoding")).toBe(false);
    expect(new TextDecoder().decode(bytes)).toBe(PAGE);
  });

  it("reads a copy kept before pages were gzipped (no marker) as it was stored", async () => {
    const path = uniquePath();
    const key = edgeCacheKey(new URL(`http://localhost${path}`), TEST_VARIANT);
    const old = "<!doctype html><p>kept before</p>";
    const headers = {
      "content-type": "text/html",
      "x-edge-stored-at": String(Date.now()),
      "cache-control": "public, s-maxage=600",
    };
    await (caches as unknown as { default: Cache }).default.put(new Request(key), new Response(old, { headers }));
    const { response, bytes } = await ask(path, "gzip");
    expect(response.headers.get(EDGE_CACHE_HEADER)).toBe("HIT");
    expect(await gunzip(bytes)).toBe(old);
  });

  it("gives 30 readers at once the same whole page", async () => {
    const path = uniquePath();
    await ask(path, "gzip");
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(path, i % 2 === 0 ? "gzip" : null)));
    for (const [i, { response, bytes }] of answers.entries()) {
      expect(response.headers.get(EDGE_CACHE_HEADER)).toBe("HIT");
      expect(i % 2 === 0 ? await gunzip(bytes) : new TextDecoder().decode(bytes)).toBe(PAGE);
    }
  });
});
