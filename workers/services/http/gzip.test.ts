import { describe, expect, it } from "vitest";
import { acceptsGzip, gunzipText, gzip } from "./gzip";

const asking = (acceptEncoding?: string) =>
  new Request(
    "http://localhost/",
    acceptEncoding === undefined ? {} : { headers: { "accept-encoding": acceptEncoding } },
  );

describe("gzip for kept pages", () => {
  it("gives back the page it compressed, smaller", async () => {
    const page = `<!doctype html>${"<p>Criticism, news and a city guide to exhibitions.</p>".repeat(200)}`;
    const gzipped = await gzip(new TextEncoder().encode(page).buffer as ArrayBuffer);
    expect(gzipped.byteLength).toBeLessThan(page.length / 5);
    expect(await gunzipText(gzipped)).toBe(page);
  });

  it("answers gzip only to a client that takes it", () => {
    expect(acceptsGzip(asking("br, gzip"))).toBe(true);
    expect(acceptsGzip(asking("gzip;q=0.5, deflate"))).toBe(true);
    expect(acceptsGzip(asking("*"))).toBe(true);
    expect(acceptsGzip(asking())).toBe(false);
    expect(acceptsGzip(asking("identity"))).toBe(false);
    expect(acceptsGzip(asking("br, deflate"))).toBe(false);
    expect(acceptsGzip(asking("gzip;q=0, br"))).toBe(false);
    expect(acceptsGzip(asking("x-gzip"))).toBe(false);
  });
});
