import { describe, expect, it } from "vitest";
import { RecentlyUsed } from "./recentlyUsed";

describe("RecentlyUsed", () => {
  it("keeps at most its capacity, letting the least recently used go first", () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set("a", 1);
    kept.set("b", 2);
    expect(kept.get("a")).toBe(1);
    kept.set("c", 3);
    expect(kept.size).toBe(2);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe(1);
    expect(kept.get("c")).toBe(3);
  });

  it("replaces a value set again without growing", () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set("a", 1);
    kept.set("a", 2);
    expect(kept.size).toBe(1);
    expect(kept.get("a")).toBe(2);
  });
});
