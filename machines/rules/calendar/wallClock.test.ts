import { describe, expect, it } from "vitest";
import { utcAtWallClock, wallClockAt } from "./wallClock";

const NEW_YORK = "America/New_York";
const SYDNEY = "Australia/Sydney";

describe("a wall-clock time in a zone, to UTC and back", () => {
  it("uses the zone's offset on that date: New York's 18:00 is 23:00 UTC in winter, 22:00 in summer", () => {
    // Daylight time starts on Sunday March 8, 2026.
    expect(utcAtWallClock("2026-03-07T18:00", NEW_YORK)).toBe("2026-03-07T23:00:00Z");
    expect(utcAtWallClock("2026-03-09T18:00", NEW_YORK)).toBe("2026-03-09T22:00:00Z");
    expect(wallClockAt("2026-03-07T23:00:00Z", NEW_YORK)).toBe("2026-03-07T18:00");
    expect(wallClockAt("2026-03-09T22:00:00Z", NEW_YORK)).toBe("2026-03-09T18:00");
    expect(utcAtWallClock("2026-07-01T18:00", SYDNEY)).toBe("2026-07-01T08:00:00Z");
    expect(utcAtWallClock("2026-12-07T18:00", SYDNEY)).toBe("2026-12-07T07:00:00Z");
    expect(utcAtWallClock("2026-07-01T18:00", "Asia/Tokyo")).toBe("2026-07-01T09:00:00Z");
    expect(utcAtWallClock("2026-07-01T18:00", "UTC")).toBe("2026-07-01T18:00:00Z");
  });

  it("crosses the UTC day where the zone does: New York 20:00 is 01:00 UTC the next day", () => {
    expect(utcAtWallClock("2026-12-07T20:00", NEW_YORK)).toBe("2026-12-08T01:00:00Z");
    expect(wallClockAt("2026-12-08T01:00:00Z", NEW_YORK)).toBe("2026-12-07T20:00");
  });

  it("reads a time the clocks skip (spring forward) with the offset before the change: that much later", () => {
    // New York: 02:00 becomes 03:00 on March 8, 2026; 02:30 is read as EST, which is 03:30 EDT.
    expect(utcAtWallClock("2026-03-08T02:30", NEW_YORK)).toBe("2026-03-08T07:30:00Z");
    expect(wallClockAt("2026-03-08T07:30:00Z", NEW_YORK)).toBe("2026-03-08T03:30");
    expect(utcAtWallClock("2026-03-08T02:00", NEW_YORK)).toBe("2026-03-08T07:00:00Z");
    expect(utcAtWallClock("2026-03-08T01:59", NEW_YORK)).toBe("2026-03-08T06:59:00Z");
    expect(utcAtWallClock("2026-03-08T03:00", NEW_YORK)).toBe("2026-03-08T07:00:00Z");
    // Sydney: 02:00 becomes 03:00 on October 4, 2026.
    expect(utcAtWallClock("2026-10-04T02:30", SYDNEY)).toBe("2026-10-03T16:30:00Z");
    expect(wallClockAt("2026-10-03T16:30:00Z", SYDNEY)).toBe("2026-10-04T03:30");
  });

  it("reads a time the clocks show twice (fall back) as its first occurrence, in daylight time", () => {
    // New York: 02:00 becomes 01:00 on November 1, 2026, so 01:30 comes at 05:30 and at 06:30 UTC.
    expect(wallClockAt("2026-11-01T05:30:00Z", NEW_YORK)).toBe("2026-11-01T01:30");
    expect(wallClockAt("2026-11-01T06:30:00Z", NEW_YORK)).toBe("2026-11-01T01:30");
    expect(utcAtWallClock("2026-11-01T01:30", NEW_YORK)).toBe("2026-11-01T05:30:00Z");
    expect(utcAtWallClock("2026-11-01T00:59", NEW_YORK)).toBe("2026-11-01T04:59:00Z");
    expect(utcAtWallClock("2026-11-01T02:00", NEW_YORK)).toBe("2026-11-01T07:00:00Z");
    // Sydney: 03:00 becomes 02:00 on April 5, 2026.
    expect(utcAtWallClock("2026-04-05T02:30", SYDNEY)).toBe("2026-04-04T15:30:00Z");
  });

  it("gives back every moment it shows, each half hour of a year, but the second pass of the autumn overlap", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const changed: string[] = [];
    for (let ms = start; ms < start + 365 * 86_400_000; ms += 30 * 60_000) {
      const utc = new Date(ms).toISOString().replace(".000Z", "Z");
      const back = utcAtWallClock(wallClockAt(utc, NEW_YORK), NEW_YORK);
      if (back !== utc) changed.push(utc);
    }
    expect(changed).toEqual(["2026-11-01T06:00:00Z", "2026-11-01T06:30:00Z"]);
  });

  it("answers null for a reading that is no real date and time, and empty for no instant", () => {
    for (const reading of ["2026-02-30T18:00", "2026-03-07T24:00", "2026-03-07T18:60", "18:00", "2026-03-07 18:00", ""])
      expect(utcAtWallClock(reading, NEW_YORK), reading).toBeNull();
    expect(wallClockAt(null, NEW_YORK)).toBe("");
    expect(wallClockAt("not a time", NEW_YORK)).toBe("");
  });
});
