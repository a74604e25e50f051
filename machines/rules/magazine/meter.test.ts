import { describe, expect, it } from "vitest";
import { paywallCounterText } from "./magazine";
import { decideMeter, meterMonth } from "./meter";

describe("free-article meter", () => {
  it("counts new articles down to the last free one, then walls", () => {
    const first = decideMeter([], 10, 3);
    expect(first).toEqual({ access: "free", remaining: 2, reads: [10] });
    const second = decideMeter([10], 11, 3);
    expect(second).toMatchObject({ access: "free", remaining: 1 });
    const third = decideMeter([10, 11], 12, 3);
    expect(third).toMatchObject({ access: "free", remaining: 0 });
    expect(decideMeter([10, 11, 12], 13, 3)).toEqual({ access: "wall", reads: [10, 11, 12] });
  });

  it("rereading an article already read this month costs nothing", () => {
    expect(decideMeter([10, 11, 12], 11, 3)).toEqual({ access: "free", remaining: 0, reads: [10, 11, 12] });
  });

  it("a limit of 0 walls everything", () => {
    expect(decideMeter([], 1, 0).access).toBe("wall");
  });

  it("starts a new count each month (UTC)", () => {
    expect(meterMonth(new Date("2026-11-30T23:59:59Z"))).toBe("2026-11");
    expect(meterMonth(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
  });

  it("words the counter bar as the spec does", () => {
    expect(paywallCounterText(2)).toBe("You have 2 articles remaining this month.");
    expect(paywallCounterText(1)).toBe("You have 1 article remaining this month.");
    expect(paywallCounterText(0)).toBe("This is your last free article for the month.");
  });
});
