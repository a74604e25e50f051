import { describe, expect, it } from "vitest";
import { chartGeometry, niceMax, totalsByMonth } from "./newsletterChart";

describe("statistics chart", () => {
  it("sums dispatches per month and scales bars to a round maximum", () => {
    expect(niceMax(0)).toBe(10);
    expect(niceMax(37)).toBe(50);
    expect(niceMax(100)).toBe(100);
    const totals = totalsByMonth(
      ["2026-01", "2026-02"],
      [
        { createdAt: "2026-01-05T10:00:00Z", recipients: 10, delivered: 8, failed: 1, unsubscribed: 1 },
        { createdAt: "2026-01-20T10:00:00Z", recipients: 10, delivered: 10, failed: 0, unsubscribed: 0 },
        { createdAt: "2025-12-20T10:00:00Z", recipients: 99, delivered: 99, failed: 0, unsubscribed: 0 },
      ],
    );
    expect(totals).toEqual([
      { month: "2026-01", recipients: 20, delivered: 18, failed: 1, unsubscribed: 1 },
      { month: "2026-02", recipients: 0, delivered: 0, failed: 0, unsubscribed: 0 },
    ]);
    const g = chartGeometry(totals);
    expect(g.max).toBe(20);
    const bar = g.bars[0]!;
    expect(bar.delivered.height + bar.failed.height + bar.waiting.height).toBeCloseTo(g.plotBottom - g.plotTop);
    expect(g.bars[1]!.delivered.height).toBe(0);
  });
});
