import { describe, expect, it } from "vitest";
import { brokenOnEveryDay, twoYearWindow } from "./calendarInvariants.ts";

// The Worker tests' seed (scale 0.25), dated every day from a year ago to a year
// ahead; one file per scale, so the two run side by side.
const realToday = new Date().toISOString().slice(0, 10);

describe("the Worker tests' seed on every day of two years", { timeout: 300_000 }, () => {
  it("keeps what pages and tests rely on, each day, a 29 February included", () => {
    expect(twoYearWindow(realToday).some((day) => day.endsWith("-02-29"))).toBe(true);
    expect(brokenOnEveryDay(0.25, realToday)).toEqual([]);
  });
});
