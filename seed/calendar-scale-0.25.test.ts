import { describe, expect, it } from "vitest";
import { brokenInvariants, twoYearWindow } from "./calendarInvariants.ts";
import { buildSeedContent } from "./content.ts";

// The Worker tests' seed (scale 0.25), dated every day from a year ago to a year ahead.
const realToday = new Date().toISOString().slice(0, 10);

describe("the Worker tests' seed on every day of two years", { timeout: 300_000 }, () => {
  it("keeps what pages and tests rely on, each day", () => {
    const days = twoYearWindow(realToday);
    expect(days.some((d) => d.endsWith("-02-29"))).toBe(true);
    const broken = days.flatMap((today) =>
      brokenInvariants(buildSeedContent({ scale: 0.25, seed: "artmagazine", today }), today).map(
        (f) => `${today}: ${f}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
