import { afterEach, describe, expect, it } from "vitest";
import { daysToTestToday, followTestToday } from "./testClock";

const realToday = () => new Date().toISOString().slice(0, 10);

describe("the tests' clock", () => {
  const RealDate = Date;
  afterEach(() => {
    globalThis.Date = RealDate;
  });

  it("counts whole days from the real date to TEST_TODAY, across a leap day", () => {
    const noon = RealDate.UTC(2028, 1, 28, 12, 30);
    expect(daysToTestToday("2028-02-28", noon)).toBe(0);
    expect(daysToTestToday("2028-02-29", noon)).toBe(1);
    expect(daysToTestToday("2028-03-01", noon)).toBe(2);
    expect(daysToTestToday("2027-02-28", noon)).toBe(-365);
  });

  it("refuses a day that is not on the calendar", () => {
    expect(() => daysToTestToday("2027-02-29")).toThrow(/TEST_TODAY must be a real date/);
    expect(() => daysToTestToday("2027-13-01")).toThrow(/TEST_TODAY/);
    expect(() => daysToTestToday("tomorrow")).toThrow(/TEST_TODAY/);
  });

  it("makes new Date() and Date.now() read that day at the real time of day", () => {
    const before = RealDate.now();
    followTestToday("2028-02-29");
    const now = new Date();
    expect(now.toISOString().slice(0, 10)).toBe("2028-02-29");
    expect(Date.now() % 86_400_000).toBeGreaterThanOrEqual((before % 86_400_000) - 1000);
    expect(new Date("2027-07-01T10:00:00Z").toISOString()).toBe("2027-07-01T10:00:00.000Z");
    expect(now).toBeInstanceOf(RealDate);
  });

  it("leaves the real clock when TEST_TODAY is empty or today", () => {
    followTestToday("");
    expect(new Date().toISOString().slice(0, 10)).toBe(realToday());
    followTestToday(realToday());
    expect(Date).toBe(RealDate);
  });
});
