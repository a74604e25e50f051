import { describe, expect, it } from "vitest";
import { daysBetween, endOfWeek, showPhase, showTiming, weekdayIndex } from "./showTiming";

// Monday, December 7, 2026; the week runs to Sunday, December 13.
const monday = "2026-12-07";
const text = (start: string, end: string, today = monday) => showTiming(start, end, today).text;

describe("a show's timing on the guide's day", () => {
  it("counts days and weeks from Monday to Sunday", () => {
    expect(daysBetween(monday, "2027-01-05")).toBe(29);
    expect(daysBetween("2027-01-05", monday)).toBe(-29);
    expect(weekdayIndex(monday)).toBe(0);
    expect(weekdayIndex("2026-12-13")).toBe(6);
    expect(endOfWeek(monday)).toBe("2026-12-13");
    expect(endOfWeek("2026-12-12")).toBe("2026-12-13");
    expect(endOfWeek("2026-12-13")).toBe("2026-12-13");
    // Across a month and a leap day.
    expect(endOfWeek("2028-02-28")).toBe("2028-03-05");
  });

  it("says when an upcoming show opens: tomorrow, in days under two weeks, in weeks, then months", () => {
    expect(text("2026-12-08", "2027-01-30")).toBe("opens tomorrow");
    expect(text("2026-12-09", "2027-01-30")).toBe("opens in 2 days");
    expect(text("2026-12-20", "2027-01-30")).toBe("opens in 13 days");
    expect(text("2026-12-21", "2027-01-30")).toBe("opens in 2 weeks");
    expect(text("2026-12-24", "2027-01-30")).toBe("opens in 2 weeks");
    expect(text("2026-12-25", "2027-01-30")).toBe("opens in 3 weeks");
    // The first New York gallery card: Jan 5 – Feb 17, 2027.
    expect(text("2027-01-05", "2027-02-17")).toBe("opens in 4 weeks");
    expect(text("2027-02-01", "2027-03-30")).toBe("opens in 8 weeks");
    expect(text("2027-02-05", "2027-03-30")).toBe("opens in 2 months");
    expect(text("2027-06-07", "2027-08-30")).toBe("opens in 6 months");
    expect(showTiming("2027-01-05", "2027-02-17", monday)).toMatchObject({ phase: "upcoming", kind: "opening" });
  });

  it("says when a show on view closes: today, tomorrow, this week, in a few days; otherwise nothing", () => {
    expect(text("2026-11-01", monday)).toBe("closing today");
    expect(text(monday, monday)).toBe("today only");
    expect(text("2026-11-01", "2026-12-08")).toBe("closing tomorrow");
    expect(text("2026-11-01", "2026-12-13")).toBe("closing this week");
    expect(text("2026-11-01", "2026-12-14")).toBe("");
    // On a Saturday, Sunday is tomorrow; Wednesday is in four days, after this week.
    expect(text("2026-11-01", "2026-12-16", "2026-12-12")).toBe("closing in 4 days");
    expect(text("2026-11-01", "2026-12-18", "2026-12-12")).toBe("closing in 6 days");
    expect(text("2026-11-01", "2026-12-19", "2026-12-12")).toBe("");
    // On a Sunday, this week is over today.
    expect(text("2026-11-01", "2026-12-16", "2026-12-13")).toBe("closing in 3 days");
    expect(showTiming("2026-11-01", "2026-12-13", monday)).toMatchObject({ phase: "onView", kind: "closing" });
  });

  it("says a show opens today, unless it closes today or tomorrow", () => {
    expect(text(monday, "2027-01-30")).toBe("opens today");
    expect(text(monday, "2026-12-10")).toBe("opens today");
    expect(text(monday, "2026-12-08")).toBe("closing tomorrow");
    expect(showTiming(monday, "2027-01-30", monday)).toMatchObject({ phase: "onView", kind: "opening" });
  });

  it("puts a show opening today on view, one opening tomorrow upcoming", () => {
    expect(showPhase(monday, monday)).toBe("onView");
    expect(showPhase("2026-12-08", monday)).toBe("upcoming");
    expect(showPhase("2026-12-08T00:00:00Z", monday)).toBe("upcoming");
  });
});
