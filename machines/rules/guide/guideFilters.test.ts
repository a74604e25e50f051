import { describe, expect, it } from "vitest";
import {
  cityClock,
  cityFilterHref,
  dayPairsCovering,
  districtSlug,
  isOnViewWithin,
  isOpenAt,
  whenDays,
} from "./guideFilters";

// Monday, December 7, 2026; the week runs to Sunday, December 13.
const monday = "2026-12-07";

describe("when: today, this weekend, this week (Monday to Sunday)", () => {
  it("spans today alone, the coming Saturday and Sunday, and today to Sunday", () => {
    expect(whenDays("today", monday)).toEqual({ from: monday, until: monday });
    expect(whenDays("weekend", monday)).toEqual({ from: "2026-12-12", until: "2026-12-13" });
    expect(whenDays("week", monday)).toEqual({ from: monday, until: "2026-12-13" });
  });

  it("on a Saturday or a Sunday the weekend starts today; on a Sunday the week is that day", () => {
    expect(whenDays("weekend", "2026-12-12")).toEqual({ from: "2026-12-12", until: "2026-12-13" });
    expect(whenDays("weekend", "2026-12-13")).toEqual({ from: "2026-12-13", until: "2026-12-13" });
    expect(whenDays("week", "2026-12-13")).toEqual({ from: "2026-12-13", until: "2026-12-13" });
    // Across a leap day.
    expect(whenDays("weekend", "2028-02-29")).toEqual({ from: "2028-03-04", until: "2028-03-05" });
  });

  it("a show is in when it is on view one of those days", () => {
    const weekend = whenDays("weekend", monday);
    expect(isOnViewWithin({ showStart: "2026-12-11", showEnd: "2026-12-12" }, weekend)).toBe(true);
    expect(isOnViewWithin({ showStart: "2026-12-13", showEnd: "2027-01-30" }, weekend)).toBe(true);
    expect(isOnViewWithin({ showStart: "2026-11-01", showEnd: "2026-12-11" }, weekend)).toBe(false);
    expect(isOnViewWithin({ showStart: "2027-01-05", showEnd: "2027-02-17" }, whenDays("week", monday))).toBe(false);
  });
});

describe("open now, by the venue's hours on the city's clock", () => {
  it("reads the weekday and time in the city's zone", () => {
    // 03:30 UTC on Tuesday is 22:30 on Monday in New York (EST, UTC−5).
    const at = new Date("2026-12-08T03:30:00Z");
    expect(cityClock(at, "America/New_York")).toEqual({ day: "Mon", time: "22:30" });
    expect(cityClock(at, "Asia/Tokyo")).toEqual({ day: "Tue", time: "12:30" });
    expect(cityClock(at, null)).toEqual({ day: "Tue", time: "03:30" });
  });

  it("a row covers its days, past Sunday too, and daily", () => {
    expect(dayPairsCovering("Wed")).toContain("tue|sat");
    expect(dayPairsCovering("Mon")).not.toContain("tue|sat");
    expect(dayPairsCovering("Mon")).toContain("fri|mon");
    expect(dayPairsCovering("Mon")).toContain("daily|daily");
  });

  it("is open from the first hour to just before the last", () => {
    const rows = [{ day_from: "Tue", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" }];
    expect(isOpenAt(rows, "Wed", "10:00")).toBe(true);
    expect(isOpenAt(rows, "Wed", "17:59")).toBe(true);
    expect(isOpenAt(rows, "Wed", "18:00")).toBe(false);
    expect(isOpenAt(rows, "Mon", "12:00")).toBe(false);
    expect(
      isOpenAt([{ day_from: "daily", day_until: "daily", hour_from: "11:00", hour_until: "19:00" }], "Sun", "12:00"),
    ).toBe(true);
  });
});

describe("the filters' links", () => {
  it("change one filter, keep the others and the category, and start at page one", () => {
    const path = "/artguide/place/new-york";
    expect(cityFilterHref(path, "?category=galleries&page=3", { when: "weekend" })).toBe(
      `${path}?category=galleries&when=weekend`,
    );
    expect(cityFilterHref(path, "?when=today&district=chelsea", { when: null })).toBe(`${path}?district=chelsea`);
    expect(cityFilterHref(path, "", { open: "now" })).toBe(`${path}?open=now`);
    expect(cityFilterHref(path, "?open=now", { open: null })).toBe(path);
  });

  it("names a neighbourhood by its slug", () => {
    expect(districtSlug("Lower East Side")).toBe("lower-east-side");
    expect(districtSlug("Saint-Germain-des-Prés")).toBe("saint-germain-des-pres");
    expect(districtSlug("Hell's Kitchen")).toBe("hells-kitchen");
  });
});
