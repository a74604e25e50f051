import { describe, expect, it } from "vitest";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { burst } from "./concurrency";
import { get } from "./magazine-helpers";
import { articles, bodySample, counter, read } from "./meter-helpers";

// Articles are most of a magazine's traffic: a visitor's article is kept per meter outcome
// (free articles left, or the wall), and each visitor's meter cookie is computed per answer.
const outcome = (res: Response) => res.headers.get(EDGE_CACHE_HEADER);
/** The article ids a meter cookie lists (its signed value is base64 JSON, then "." and the signature). */
function meterIds(setCookie: string | null): number[] {
  const value = decodeURIComponent(/meter=([^;]+)/.exec(setCookie ?? "")?.[1] ?? "");
  const json = decodeURIComponent(escape(atob(value.slice(0, value.lastIndexOf(".")))));
  return (JSON.parse(json) as { reads: number[] }).reads;
}
/** The same page once its first render's background cache write has landed. */
async function cachedRead(url: string, cookie: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = await read(url, cookie);
    if (outcome(r.res) === "HIT") return r;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never came from the cache`);
}
const fresh = (url: string) => `${url}?edge=${Math.random()}`;

describe("the edge cache and metered articles", () => {
  it("keeps a visitor's article per meter outcome and gives each visitor their own meter cookie", async () => {
    const [a, b, c] = await articles(3, 10);
    const page = fresh(a!.url);
    const first = await read(page, "");
    expect(outcome(first.res)).toBe("MISS");
    expect(counter(first.html)).toBe("You have 2 articles remaining this month.");
    expect(meterIds(first.res.headers.get("set-cookie"))).toEqual([a!.id]);

    // Another new visitor: the same page from the cache, with a meter cookie of their own.
    const second = await cachedRead(page, "");
    expect(counter(second.html)).toBe("You have 2 articles remaining this month.");
    expect(second.html).toContain(await bodySample(a!.id));
    expect(meterIds(second.res.headers.get("set-cookie"))).toEqual([a!.id]);
    expect(second.res.headers.get("x-meter-variant")).toBeNull();

    // Visitors who read one other article first share the "1 remaining" page, not each other's cookie.
    const readB = (await read(fresh(b!.url), "")).cookie;
    const readC = (await read(fresh(c!.url), "")).cookie;
    const afterB = await read(page, readB);
    expect(outcome(afterB.res)).not.toBe("HIT");
    expect(counter(afterB.html)).toBe("You have 1 article remaining this month.");
    const afterC = await cachedRead(page, readC);
    expect(counter(afterC.html)).toBe("You have 1 article remaining this month.");
    expect(meterIds(afterC.res.headers.get("set-cookie"))).toEqual([c!.id, a!.id]);
    expect(afterC.html).not.toContain(readC.slice("meter=".length, 30));
  });

  it("keeps the wall apart from free pages: a walled visitor never gets the body, a free one always does", async () => {
    const [a, b, c, d] = await articles(4, 20);
    let walledCookie = "";
    for (const other of [b!, c!, d!]) walledCookie = (await read(fresh(other.url), walledCookie)).cookie;
    const page = fresh(a!.url);
    const sample = await bodySample(a!.id);

    const walled = await read(page, walledCookie);
    expect(walled.html).toContain('data-testid="paywall-wall"');
    expect(walled.html).not.toContain(sample);
    expect(walled.res.headers.get("set-cookie")).toBeNull();
    const walledAgain = await cachedRead(page, walledCookie);
    expect(walledAgain.html).not.toContain(sample);
    expect(walledAgain.res.headers.get("set-cookie")).toBeNull();

    const free = await read(page, "");
    expect(free.html).toContain(sample);
    expect(free.html).not.toContain('data-testid="paywall-wall"');
    // A page the reader already read this month stays readable, from the cache too.
    const reread = await cachedRead(page, free.cookie);
    expect(reread.html).toContain(sample);
  });

  it("keeps signed-in readers' articles apart from visitors': a visitor's cookie never reaches them", async () => {
    const [a] = await articles(1, 30);
    const page = fresh(a!.url);
    await cachedRead(page, "");
    const reader = await get(page, { headers: { cookie: "session=seed-reader-session" } });
    expect(outcome(reader)).toBe("MISS");
    expect(reader.headers.get("cache-control")).toContain("private");
    // No meter cookie: only the reader's own D1 bookmark (their read was counted, a write).
    expect(reader.headers.getSetCookie().filter((c) => !c.startsWith("d1_bookmark="))).toEqual([]);
    expect(reader.headers.get("x-article-id")).toBeNull();
  });

  it("answers 30 identical visitors' requests at once without an error", async () => {
    const [a] = await articles(1, 40);
    const page = fresh(a!.url);
    for (const round of [1, 2]) {
      const answers = await burst(page, 30);
      expect(
        answers.map((r) => r.status),
        `round ${round}`,
      ).toEqual(Array(30).fill(200));
    }
  });
});
