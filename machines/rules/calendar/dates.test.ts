import { describe, expect, it } from "vitest";
import {
  clockTime,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  MAX_TEXTS,
  monthDay,
  monthName,
  monthTitle,
  reportDate,
  reportTick,
  runDates,
  shortDate,
  weekday,
  writtenTexts,
} from "./dates";

describe("the site's dates, in UTC", () => {
  it("uses the magazine's two formats", () => {
    expect(DATE_FORMAT).toBe("MMMM D, YYYY");
    expect(DATE_TIME_FORMAT).toBe("MMMM Do, YYYY [at] h:mma");
    expect(formatDate("2024-03-05T23:30:00Z")).toBe("March 5, 2024");
    expect(formatDateTime("2024-03-01T15:07:00Z")).toBe("March 1st, 2024 at 3:07pm");
    expect(formatDateTime("2024-03-22T00:05:00Z")).toBe("March 22nd, 2024 at 12:05am");
  });

  it("writes a day the same whatever the zone it is read in", () => {
    expect(formatDate("2026-11-22")).toBe("November 22, 2026");
    expect(monthDay("2026-11-22")).toBe("November 22");
    expect(weekday("2026-11-22")).toBe("Sunday");
    expect(monthTitle("2026-11-22")).toBe("November 2026");
    expect(monthName("2026-05-31T23:59:00Z")).toBe("May");
  });

  it("writes a show's run within a year, across years, open-ended, or its override", () => {
    expect(runDates("2026-10-03", "2026-12-19")).toBe("Oct 3 – Dec 19, 2026");
    expect(runDates("2026-10-03", "2027-01-09")).toBe("Oct 3, 2026 – Jan 9, 2027");
    expect(runDates("2026-10-03", null)).toBe("from October 3, 2026");
    expect(runDates(null, "2027-01-09")).toBe("through January 9, 2027");
    expect(runDates(null, null)).toBe("");
    expect(runDates("2026-10-03", "2027-01-09", " Ongoing ")).toBe("Ongoing");
  });

  it("writes a wall-clock time as stored, dropping :00", () => {
    expect(clockTime("2026-11-22T18:30:00")).toBe("6:30pm");
    expect(clockTime("2026-11-22T18:00:00Z")).toBe("6pm");
    expect(clockTime("2026-11-22T00:15:00")).toBe("12:15am");
  });

  it("writes newsletter and report dates", () => {
    expect(shortDate("2026-11-25T09:00:00Z")).toBe("Wed, Nov 25");
    expect(reportDate("2026-03-03")).toBe("3 Mar 2026");
    expect(reportDate("2026-03-01", true)).toBe("Mar 2026");
    expect(reportTick("2026-03-03")).toBe("3 Mar");
    expect(reportTick("2026-03-01", true)).toBe("Mar 26");
  });

  it("writes a day once and keeps the text: 30 identical calls answer the same, and what is kept stays bounded", async () => {
    const texts = await Promise.all(Array.from({ length: 30 }, async () => runDates("2026-10-03", "2026-12-19")));
    expect(new Set(texts)).toEqual(new Set(["Oct 3 – Dec 19, 2026"]));
    // More distinct days than are kept: every one is still written right, and the store never outgrows its bound.
    const start = Date.UTC(2000, 0, 1);
    for (let i = 0; i <= MAX_TEXTS; i++) {
      const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      expect(writtenTexts()).toBeLessThanOrEqual(MAX_TEXTS);
      if (i % 997 === 0)
        expect(formatDate(day)).toBe(
          new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
            timeZone: "UTC",
            month: "long",
            day: "numeric",
            year: "numeric",
          }),
        );
      else formatDate(day);
    }
    expect(writtenTexts()).toBeLessThanOrEqual(MAX_TEXTS);
    expect(formatDate("2026-11-22")).toBe("November 22, 2026");
  });
});
