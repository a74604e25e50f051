import { describe, expect, it } from "vitest";
import { byPhase, onViewFirst } from "./onViewFirst";

// Monday, December 7, 2026.
const today = "2026-12-07";
const show = (id: number, group: string, showStart: string) => ({ id, group, showStart });

describe("on view now first", () => {
  it("puts a show that opened today or earlier before one that opens later", () => {
    const upcoming = show(1, "Chelsea", "2027-01-05");
    const onView = show(2, "Chelsea", "2026-11-20");
    const openingToday = show(3, "Chelsea", today);
    expect(byPhase(onView, upcoming, today)).toBeLessThan(0);
    expect(byPhase(upcoming, onView, today)).toBeGreaterThan(0);
    expect(byPhase(openingToday, onView, today)).toBe(0);
    // A start with a time of day counts by its date.
    expect(byPhase(show(4, "Chelsea", "2026-12-07T18:00"), upcoming, today)).toBeLessThan(0);
  });

  it("orders within each group and keeps the groups and each phase's order", () => {
    const items = [
      show(1, "Chelsea", "2027-01-05"),
      show(2, "Chelsea", "2026-10-01"),
      show(3, "Chelsea", "2026-12-08"),
      show(4, "Chelsea", "2026-12-01"),
      show(5, "Lower East Side", "2026-12-10"),
      show(6, "Lower East Side", "2026-09-01"),
    ];
    expect(onViewFirst(items, (x) => x.group, today).map((x) => x.id)).toEqual([2, 4, 1, 3, 6, 5]);
  });

  it("turns at the day: the upcoming show of Monday is on view on Tuesday", () => {
    const items = [show(1, "Chelsea", "2026-12-08"), show(2, "Chelsea", "2026-12-01")];
    expect(onViewFirst(items, (x) => x.group, today).map((x) => x.id)).toEqual([2, 1]);
    expect(onViewFirst(items, (x) => x.group, "2026-12-08").map((x) => x.id)).toEqual([1, 2]);
    // Across a leap day.
    expect(
      onViewFirst([show(1, "g", "2028-03-01"), show(2, "g", "2028-02-29")], (x) => x.group, "2028-02-29").map(
        (x) => x.id,
      ),
    ).toEqual([2, 1]);
  });
});
