import { describe, expect, it } from "vitest";
import { spotlightMonthLabel, spotlightTitle } from "./spotlightTitle";

describe("the spotlight carousel's heading", () => {
  it("names the month, or Summer from June to August", () => {
    expect(spotlightTitle("2026-11-22T00:00:00Z")).toBe("Spotlight on select November Advertisers");
    expect(spotlightTitle("2026-07-15T00:00:00Z")).toBe("Spotlight on select Summer Advertisers");
    expect(spotlightMonthLabel("2024-05-10T00:00:00Z")).toBe("May");
    expect(spotlightMonthLabel("2024-06-01T00:00:00Z")).toBe("Summer");
    expect(spotlightMonthLabel("2024-08-31T23:59:00Z")).toBe("Summer");
    expect(spotlightMonthLabel("2024-09-01T00:00:00Z")).toBe("September");
  });
});
