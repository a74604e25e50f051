import { describe, expect, it } from "vitest";
import type { HoursRow } from "#machines/rules/admin/admin";
import { timeZoneOfPlace } from "#machines/rules/guide/placeTimeZones";
import { hoursToday, weekdayIn } from "./hoursToday";

const TUE_SAT: HoursRow = { day_from: "Tue", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" };
// Wednesday 25 November 2026, 23:30 UTC: still Wednesday in New York, already Thursday in Tokyo.
const NOW = new Date("2026-11-25T23:30:00Z");

describe("hoursToday", () => {
  it("reads today in the venue's time zone", () => {
    expect(weekdayIn(NOW, "America/New_York")).toBe("Wed");
    expect(weekdayIn(NOW, "Asia/Tokyo")).toBe("Thu");
    const sunday = new Date("2026-11-29T12:00:00Z");
    expect(hoursToday([TUE_SAT], false, "Europe/Berlin", NOW)).toBe("Open today 10:00–18:00");
    expect(hoursToday([TUE_SAT], false, "Europe/Berlin", sunday)).toBe("Closed today");
  });
  it("joins rows, understands daily and weeks that wrap past Sunday", () => {
    const rows: HoursRow[] = [TUE_SAT, { day_from: "Wed", day_until: "Wed", hour_from: "19:00", hour_until: "21:00" }];
    expect(hoursToday(rows, false, "America/New_York", NOW)).toBe("Open today 10:00–18:00, 19:00–21:00");
    const daily: HoursRow = { day_from: "daily", day_until: "daily", hour_from: "11:00", hour_until: "17:00" };
    expect(hoursToday([daily], false, null, NOW)).toBe("Open today 11:00–17:00");
    const weekend: HoursRow = { day_from: "Fri", day_until: "Mon", hour_from: "12:00", hour_until: "16:00" };
    expect(hoursToday([weekend], false, "UTC", new Date("2026-11-29T12:00:00Z"))).toBe("Open today 12:00–16:00");
    expect(hoursToday([weekend], false, "UTC", NOW)).toBe("Closed today");
  });
  it("says nothing for a venue by appointment only or without rows", () => {
    // The hours line says "By appointment only" already: not a second time for today.
    expect(hoursToday([], true, "Europe/London", NOW)).toBeNull();
    expect(hoursToday([], false, "Europe/London", NOW)).toBeNull();
  });
});

describe("timeZoneOfPlace", () => {
  it("knows the guide's cities, then single-zone countries", () => {
    expect(timeZoneOfPlace("new-york", "US")).toBe("America/New_York");
    expect(timeZoneOfPlace("leipzig", "DE")).toBe("Europe/Berlin");
    expect(timeZoneOfPlace("denver", "US")).toBeNull();
  });
});
