import { describe, expect, it } from "vitest";
import { PAGE_MEMORY_MAX_PAGE_BYTES, PageMemory } from "./pageMemory";

const page = (bytes: number, storedAt = 0) => ({
  gzipped: new ArrayBuffer(bytes),
  hitHeaders: new Headers({ "content-type": "text/html" }),
  gzipHitHeaders: new Headers({ "content-type": "text/html", "content-encoding": "gzip" }),
  storedAt,
  freshSeconds: 60,
  route: null,
});

describe("page memory", () => {
  it("gives back what it keeps", () => {
    const memory = new PageMemory(1000);
    memory.set("/a", page(100, 42));
    expect(memory.get("/a")?.storedAt).toBe(42);
    expect(memory.get("/b")).toBeUndefined();
  });

  it("stays within its bytes, dropping the least recently used page first", () => {
    const memory = new PageMemory(300);
    memory.set("/a", page(100));
    memory.set("/b", page(100));
    memory.set("/c", page(100));
    memory.get("/a"); // /a is now the most recently used; /b the least
    memory.set("/d", page(100));
    expect(memory.get("/b")).toBeUndefined();
    expect(memory.get("/a")).toBeDefined();
    expect(memory.get("/c")).toBeDefined();
    expect(memory.totalBytes).toBe(300);
  });

  it("replaces a page kept again and counts its bytes once", () => {
    const memory = new PageMemory(1000);
    memory.set("/a", page(100, 1));
    memory.set("/a", page(200, 2));
    expect(memory.size).toBe(1);
    expect(memory.totalBytes).toBe(200);
    expect(memory.get("/a")?.storedAt).toBe(2);
  });

  it("leaves very large pages to the Cache API and forgets deleted ones", () => {
    const memory = new PageMemory(10 * PAGE_MEMORY_MAX_PAGE_BYTES);
    memory.set("/huge", page(PAGE_MEMORY_MAX_PAGE_BYTES + 1));
    expect(memory.get("/huge")).toBeUndefined();
    memory.set("/a", page(100));
    memory.delete("/a");
    expect(memory.get("/a")).toBeUndefined();
    expect(memory.totalBytes).toBe(0);
  });
});
