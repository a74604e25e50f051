import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChunkTimeoutError, LAZY_CHUNK_MESSAGES } from "#app/rules/shell/lazyChunk";
import { LAZY_CHUNK_TIMEOUT_MS } from "#machines/rules/shell/shellConstants";
import { onDemand, withChunkTimeout } from "./lazy";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("chunk timeout of 120 s", () => {
  it("is the spec's 120000 ms", () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("gives the module when it arrives in time", async () => {
    const load = deferred<string>();
    const result = withChunkTimeout(() => load.promise);
    vi.advanceTimersByTime(119_999);
    load.resolve("module");
    await expect(result).resolves.toBe("module");
  });

  it("fails with a timeout when nothing arrived after 120 s", async () => {
    const load = deferred<string>();
    const result = withChunkTimeout(() => load.promise);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.advanceTimersByTime(120_000);
    await settled;
  });

  it("passes a failed import through without waiting for the timeout", async () => {
    const result = withChunkTimeout(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await expect(result).rejects.toThrow("Failed to fetch");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer once the module arrived", async () => {
    await withChunkTimeout(() => Promise.resolve(1));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("loading on demand", () => {
  it("loads once and shares the result", async () => {
    const load = vi.fn(() => Promise.resolve({ default: "map" }));
    const chunk = onDemand(load);
    const [a, b] = await Promise.all([chunk.get(), chunk.get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.peek()).toEqual({ default: "map" });
  });

  it("loads again after a failure, so retry works", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("player");
    const chunk = onDemand(load);
    await expect(chunk.get()).rejects.toThrow("offline");
    await expect(chunk.get()).resolves.toBe("player");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again after a timeout", async () => {
    const first = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce("late");
    const chunk = onDemand(load, 1000);
    const attempt = expect(chunk.get()).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.advanceTimersByTime(1000);
    await attempt;
    await expect(chunk.get()).resolves.toBe("late");
  });

  it("tells the reader what happened and what to do", () => {
    expect(LAZY_CHUNK_MESSAGES.failed).toBe(
      "This part of the page could not be loaded. Check your connection and try again.",
    );
  });
});
