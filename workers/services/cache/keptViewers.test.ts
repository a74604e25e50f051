import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "#workers/requestScope";
import { forgetKeptViewers, forgetViewer, isPageRead, keptViewer } from "./keptViewers";

const reader = (id: number, extra: Partial<Viewer> = {}): Viewer => ({
  id,
  username: `reader${id}`,
  email: `reader${id}@example.org`,
  isSubscriber: true,
  isAdmin: false,
  isArtguideAdmin: false,
  ...extra,
});

/** A session lookup that counts how often D1 would have been asked. */
function countingLookup(answer: () => Viewer | null) {
  const lookup = {
    calls: 0,
    run: async () => {
      lookup.calls++;
      return answer();
    },
  };
  return lookup;
}

describe("signed-in readers kept in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetKeptViewers();
  });
  afterEach(() => vi.useRealTimers());

  it("asks D1 once within the lifetime and again after it", async () => {
    const lookup = countingLookup(() => reader(1));
    expect(await keptViewer("hash-a", 5, lookup.run)).toEqual(reader(1));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await keptViewer("hash-a", 5, lookup.run)).toEqual(reader(1));
    expect(lookup.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    await keptViewer("hash-a", 5, lookup.run);
    expect(lookup.calls).toBe(2);
  });

  it("keeps each session apart, even two of one reader", async () => {
    const lookup = countingLookup(() => reader(1));
    await keptViewer("hash-a", 5, lookup.run);
    await keptViewer("hash-b", 5, lookup.run);
    expect(lookup.calls).toBe(2);
  });

  it("never keeps staff, so a role taken away counts at their next request", async () => {
    for (const staff of [reader(2, { isAdmin: true }), reader(3, { isArtguideAdmin: true })]) {
      const lookup = countingLookup(() => staff);
      await keptViewer(`hash-${staff.id}`, 5, lookup.run);
      await keptViewer(`hash-${staff.id}`, 5, lookup.run);
      expect(lookup.calls).toBe(2);
    }
  });

  it("does not keep a token D1 does not know: a session started later is seen at once", async () => {
    let known: Viewer | null = null;
    const lookup = countingLookup(() => known);
    expect(await keptViewer("hash-a", 5, lookup.run)).toBeNull();
    known = reader(1);
    expect(await keptViewer("hash-a", 5, lookup.run)).toEqual(reader(1));
  });

  it("forgets every session of one reader, and only theirs", async () => {
    const lookup = countingLookup(() => reader(1));
    const other = countingLookup(() => reader(9));
    await keptViewer("hash-a", 5, lookup.run);
    await keptViewer("hash-b", 5, lookup.run);
    await keptViewer("hash-c", 5, other.run);
    forgetViewer(1);
    await keptViewer("hash-a", 5, lookup.run);
    await keptViewer("hash-b", 5, lookup.run);
    await keptViewer("hash-c", 5, other.run);
    expect(lookup.calls).toBe(4);
    expect(other.calls).toBe(1);
  });

  it("shares no lookup in flight: concurrent misses each ask D1, and the settled reader is kept", async () => {
    const lookup = countingLookup(() => reader(1));
    const answers = await Promise.all(Array.from({ length: 30 }, () => keptViewer("hash-a", 5, lookup.run)));
    expect(answers).toEqual(Array(30).fill(reader(1)));
    expect(lookup.calls).toBe(30);
    await keptViewer("hash-a", 5, lookup.run);
    expect(lookup.calls).toBe(30);
  });

  it("keeps nothing when KEPT_VIEWER_SECONDS is 0", async () => {
    const lookup = countingLookup(() => reader(1));
    await keptViewer("hash-a", 0, lookup.run);
    await keptViewer("hash-a", 0, lookup.run);
    expect(lookup.calls).toBe(2);
  });

  it("shares a frozen copy, so one request can't change the reader another sees", async () => {
    const kept = await keptViewer("hash-a", 5, async () => reader(1));
    expect(() => {
      (kept as Viewer).isSubscriber = false;
    }).toThrow(TypeError);
    expect((await keptViewer("hash-a", 5, async () => reader(1)))?.isSubscriber).toBe(true);
  });

  it("only page reads may use a kept reader", () => {
    const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"];
    expect(methods.filter((method) => isPageRead(new Request("http://localhost/", { method })))).toEqual([
      "GET",
      "HEAD",
    ]);
  });
});
