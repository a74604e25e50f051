import { describe, expect, it } from "vitest";
import { closingTitle, exhibitionDates, openingTitle, receptionLine } from "./exhibitionDates";

const today = "2026-11-22";
const show = (over: Partial<Parameters<typeof exhibitionDates>[0]> = {}) => ({
  showStart: "2026-10-03",
  showEnd: "2026-12-19",
  dateOverride: "",
  openingStart: null,
  openingStartAsString: "",
  openingEndAsString: "",
  ...over,
});

describe("a show's dates, written for the day of the answer", () => {
  it("labels today and tomorrow, else the weekday", () => {
    expect(openingTitle("2026-11-22", today)).toBe("Opening Today, November 22");
    expect(openingTitle("2026-11-23T23:00:00Z", today)).toBe("Opening Tomorrow, November 23");
    expect(closingTitle("2026-11-28", today)).toBe("Closing Saturday, November 28");
  });

  it("writes the reception's time, sharing am/pm when both ends are in the same half", () => {
    expect(receptionLine("2026-11-26T18:00:00Z", "2026-11-26T20:00:00Z", today)).toBe(
      "Opening reception Thursday, November 26, 6–8pm",
    );
    expect(receptionLine("2026-11-22T11:30:00Z", "2026-11-22T13:00:00Z", today)).toBe(
      "Opening reception Today, November 22, 11:30am–1pm",
    );
  });

  it("gives a card its run, and a reception line only for a reception still to come", () => {
    const coming = exhibitionDates(
      show({ openingStartAsString: "2026-11-23T18:30:00", openingEndAsString: "2026-11-23T20:30:00" }),
      today,
    );
    expect(coming.run).toBe("Oct 3 – Dec 19, 2026");
    expect(coming.reception).toBe("Opening reception Tomorrow, November 23, 6:30–8:30pm");
    expect(coming.openingTime).toBe("6:30pm");
    const past = exhibitionDates(show({ openingStartAsString: "2026-10-03T18:00:00" }), today);
    expect(past.reception).toBe("");
    expect(past.openingTime).toBe("6pm");
    expect(exhibitionDates(show({ dateOverride: "Ongoing" }), today).run).toBe("Ongoing");
  });

  it("groups openings by the reception's day (else the first day), closings by the last day", () => {
    const withReception = exhibitionDates(show({ openingStartAsString: "2026-11-22T19:00:00" }), today);
    expect(withReception.opening).toEqual({ key: "2026-11-22", title: "Opening Today, November 22" });
    const without = exhibitionDates(show({ showStart: "2026-11-24" }), today);
    expect(without.opening).toEqual({ key: "2026-11-24", title: "Opening Tuesday, November 24" });
    expect(without.closing).toEqual({ key: "2026-12-19", title: "Closing Saturday, December 19" });
  });

  it("lists a running show under this month, a coming one under its first month", () => {
    expect(exhibitionDates(show({ showStart: "2026-09-01" }), today).month).toEqual({
      key: "2026-11",
      title: "November 2026",
    });
    expect(exhibitionDates(show({ showStart: "2027-01-15" }), today).month).toEqual({
      key: "2027-01",
      title: "January 2027",
    });
  });

  it("writes the last day for myguide", () => {
    expect(exhibitionDates(show({ showEnd: "2027-01-10" }), today).ends).toBe("January 10, 2027");
  });
});
