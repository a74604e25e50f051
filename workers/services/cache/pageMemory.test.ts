import { describe, expect, it } from "vitest";
import { EdgeMemoryTier, MEMORY_TIER_MAX_PAGE_BYTES } from "./edgeMemoryTier";

const page = (bytes: number, storedAt = 0) => ({
  gzipped: new ArrayBuffer(bytes),
  hitHeaders: new Headers({ "content-type": "text/html" }),
  gzipHitHeaders: new Headers({ "content-type": "text/html", "content-encoding": "gzip" }),
  storedAt,
  freshSeconds: 60,
  route: null,
});

describe("the edge cache's memory tier", () => {
  it("gives back what it keeps", () => {
    const tier = new EdgeMemoryTier(1000);
    tier.set("/a", page(100, 42));
    expect(tier.get("/a")?.storedAt).toBe(42);
    expect(tier.get("/b")).toBeUndefined();
  });

  it("stays within its bytes, dropping the least recently used page first", () => {
    const tier = new EdgeMemoryTier(300);
    tier.set("/a", page(100));
    tier.set("/b", page(100));
    tier.set("/c", page(100));
    tier.get("/a"); // /a is now the most recently used; /b the least
    tier.set("/d", page(100));
    expect(tier.get("/b")).toBeUndefined();
    expect(tier.get("/a")).toBeDefined();
    expect(tier.get("/c")).toBeDefined();
    expect(tier.totalBytes).toBe(300);
  });

  it("replaces a page kept again and counts its bytes once", () => {
    const tier = new EdgeMemoryTier(1000);
    tier.set("/a", page(100, 1));
    tier.set("/a", page(200, 2));
    expect(tier.size).toBe(1);
    expect(tier.totalBytes).toBe(200);
    expect(tier.get("/a")?.storedAt).toBe(2);
  });

  it("leaves very large pages to the Cache API and forgets deleted ones", () => {
    const tier = new EdgeMemoryTier(10 * MEMORY_TIER_MAX_PAGE_BYTES);
    tier.set("/huge", page(MEMORY_TIER_MAX_PAGE_BYTES + 1));
    expect(tier.get("/huge")).toBeUndefined();
    tier.set("/a", page(100));
    tier.delete("/a");
    expect(tier.get("/a")).toBeUndefined();
    expect(tier.totalBytes).toBe(0);
  });
});
