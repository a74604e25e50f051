import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "#workers/config";
import type { Viewer } from "#workers/requestScope";
import { forgetPublicData, publicData } from "./publicData";

const reader = (seconds = 20, viewer: Viewer | null = null) => ({
  config: readConfig({ PUBLIC_DATA_SECONDS: String(seconds) }),
  viewer,
});
const staff: Viewer = {
  id: 1,
  username: "ed",
  email: "ed@example.com",
  isSubscriber: false,
  isAdmin: true,
  isArtguideAdmin: false,
};

/** A query that counts how often D1 would have been asked. */
function countingQuery<T>(result: () => T) {
  const query = {
    calls: 0,
    run: async () => {
      query.calls++;
      return result();
    },
  };
  return query;
}

describe("public query results kept in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetPublicData();
  });
  afterEach(() => vi.useRealTimers());

  it("asks D1 once within the lifetime and again after it", async () => {
    const query = countingQuery(() => ({ title: "Front page" }));
    expect(await publicData(reader(), ["home"], query.run)).toEqual({ title: "Front page" });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(await publicData(reader(), ["home"], query.run)).toEqual({ title: "Front page" });
    expect(query.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await publicData(reader(), ["home"], query.run);
    expect(query.calls).toBe(2);
  });

  it("keeps each key apart: another page of a list is another query", async () => {
    const query = countingQuery(() => []);
    await publicData(reader(), ["channel page", "news", 1], query.run);
    await publicData(reader(), ["channel page", "news", 2], query.run);
    await publicData(reader(), ["channel page", "reviews", 1], query.run);
    expect(query.calls).toBe(3);
  });

  it("shares no miss in flight: concurrent misses each ask D1, and the settled result is kept", async () => {
    // A pending query belongs to the request that started it: another request may not wait on it.
    const query = countingQuery(() => "listings");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => publicData(reader(), ["exhibitions"], query.run)),
    );
    expect(answers).toEqual(Array(10).fill("listings"));
    expect(query.calls).toBe(10);
    expect(await publicData(reader(), ["exhibitions"], query.run)).toBe("listings");
    expect(query.calls).toBe(10);
  });

  it("hands a second request nothing of a query still in flight", async () => {
    let finish: (rows: string[]) => void = () => {};
    const slow = () => new Promise<string[]>((resolve) => (finish = resolve));
    const first = publicData(reader(), ["places"], slow);
    const second = publicData(reader(), ["places"], async () => ["own"]);
    expect(await second).toEqual(["own"]);
    finish(["slow"]);
    expect(await first).toEqual(["slow"]);
  });

  it("keeps only plain data: a result holding anything else is not shared", async () => {
    const query = countingQuery(() => ({ body: new Response("page") }));
    const first = await publicData(reader(), ["response"], query.run);
    const second = await publicData(reader(), ["response"], query.run);
    expect(second).not.toBe(first);
    expect(query.calls).toBe(2);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it("does not keep a failed query: the next request asks again", async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new Error("D1 unavailable");
      return "ok";
    };
    await expect(publicData(reader(), ["article", "/news/x"], load)).rejects.toThrow("D1 unavailable");
    fail = false;
    expect(await publicData(reader(), ["article", "/news/x"], load)).toBe("ok");
  });

  it("always asks D1 for editors, so their own edits show at once", async () => {
    const query = countingQuery(() => "fresh");
    await publicData(reader(20, staff), ["home"], query.run);
    await publicData(reader(20, staff), ["home"], query.run);
    expect(query.calls).toBe(2);
  });

  it("keeps nothing when PUBLIC_DATA_SECONDS is 0", async () => {
    const query = countingQuery(() => "fresh");
    await publicData(reader(0), ["home"], query.run);
    await publicData(reader(0), ["home"], query.run);
    expect(query.calls).toBe(2);
  });

  it("freezes what it shares, so one request can't change another's page", async () => {
    const kept = await publicData(reader(), ["home"], async () => ({ news: [{ title: "A" }] }));
    expect(() => {
      (kept.news[0] as { title: string }).title = "changed";
    }).toThrow(TypeError);
    const again = await publicData(reader(), ["home"], async () => ({ news: [{ title: "B" }] }));
    expect(again.news[0]!.title).toBe("A");
  });
});
