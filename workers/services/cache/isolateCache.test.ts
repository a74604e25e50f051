import { describe, expect, it } from "vitest";
import { isolateCache, isPlainValue } from "./isolateCache";

/** A clock the test moves by hand. */
function fakeClock(start = 1_000) {
  const clock = { ms: start, now: () => clock.ms };
  return clock;
}

describe("the isolate cache", () => {
  it("gives back what it keeps, and nothing for a key it never kept", () => {
    const cache = isolateCache<string>();
    cache.set("a", "one");
    expect(cache.get("a")).toBe("one");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("keeps at most maxEntries, the least recently used leaving first", () => {
    const cache = isolateCache<number>({ maxEntries: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    cache.get("a"); // a is now the most recently used; b the least
    cache.set("d", 4);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it("keeps at most maxBytes as sizeOf counts them, and counts a replaced value once", () => {
    const cache = isolateCache<string>({ maxBytes: 10, sizeOf: (text) => text.length });
    cache.set("a", "xxxx");
    cache.set("a", "xxxxx");
    expect(cache.bytes).toBe(5);
    cache.set("b", "yyyy");
    cache.get("a");
    cache.set("c", "zz");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.bytes).toBe(7);
    // A value over the whole bound is not kept, and pushes nothing out.
    cache.set("huge", "w".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual(["xxxxx", "zz"]);
  });

  it("ends an entry after its lifetime, by the clock it is given", () => {
    const clock = fakeClock();
    const cache = isolateCache<string>({ ttlMs: 5_000, now: clock.now });
    cache.set("a", "one");
    clock.ms += 4_999;
    expect(cache.get("a")).toBe("one");
    clock.ms += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("takes an entry's own lifetime, dated from when its value was read", () => {
    const clock = fakeClock();
    const cache = isolateCache<string>({ now: clock.now });
    const since = clock.ms;
    clock.ms += 300; // the query took 300 ms
    cache.set("a", "one", { ttlMs: 1_000, since });
    clock.ms += 699;
    expect(cache.get("a")).toBe("one");
    clock.ms += 1;
    expect(cache.get("a")).toBeUndefined();
    cache.set("forever", "kept");
    clock.ms += 10 ** 9;
    expect(cache.get("forever")).toBe("kept");
  });

  it("freezes plain values all the way down, so one request can't change what another reads", () => {
    const cache = isolateCache<{ list: { title: string }[] }>();
    const kept = cache.set("a", { list: [{ title: "A" }] });
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.list) && Object.isFrozen(kept.list[0])).toBe(true);
    expect(() => {
      kept.list[0]!.title = "changed";
    }).toThrow(TypeError);
  });

  it("keeps other objects as they are: a page's bytes and headers are only read", () => {
    const cache = isolateCache<{ bytes: ArrayBuffer; headers: Headers }>();
    const kept = cache.set("page", { bytes: new ArrayBuffer(4), headers: new Headers({ a: "1" }) });
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.headers)).toBe(false);
    expect(cache.get("page")?.bytes.byteLength).toBe(4);
  });

  it("refuses a request's I/O: a pending promise, a stream, a Response, anywhere in the value", () => {
    const cache = isolateCache<unknown>();
    for (const io of [Promise.resolve(1), new ReadableStream(), new Response("page"), { body: new Response("x") }]) {
      expect(() => cache.set("io", io)).toThrow(TypeError);
      expect(cache.get("io")).toBeUndefined();
    }
    expect(cache.size).toBe(0);
  });

  it("does not keep undefined: get's answer for nothing kept", () => {
    const cache = isolateCache<string | undefined>();
    cache.set("a", "one");
    cache.set("a", undefined);
    expect(cache.size).toBe(0);
  });

  it("forgets one key, the entries that match, or everything", () => {
    const cache = isolateCache<{ id: number }>({ maxBytes: 100, sizeOf: () => 10 });
    cache.set("a", { id: 1 });
    cache.set("b", { id: 1 });
    cache.set("c", { id: 2 });
    cache.set("d", { id: 3 });
    cache.delete("d");
    cache.deleteWhere((value) => value.id === 1);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, undefined, { id: 2 }]);
    expect(cache.bytes).toBe(10);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("tells plain data from anything else", () => {
    expect(isPlainValue({ a: [1, "x", null, { b: true }] })).toBe(true);
    expect(isPlainValue(Object.create(null))).toBe(true);
    for (const other of [new Date(), new Map(), Promise.resolve(), () => 1, Symbol("s"), { r: new Response("") }])
      expect(isPlainValue(other)).toBe(false);
  });
});
