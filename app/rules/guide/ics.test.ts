import { describe, expect, it } from "vitest";
import { foldLine, icsCalendar, icsStamp, nextDay } from "./ics";

const event = {
  uid: "exhibition-7@artguide",
  start: "2026-11-01",
  end: "2026-12-31",
  summary: "Ana Ruiz: Light, Line; Shadow",
  location: "Gallery X, 1 Main St, New York",
  description: "Two lines\nof text",
  url: "https://example.com/artguide/x",
};

describe("ics (add to calendar)", () => {
  it("writes an all-day event over the show's run, DTEND the day after the last", () => {
    const text = icsCalendar("artguide", [event], icsStamp(new Date("2026-11-22T10:00:00Z")));
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("DTSTART;VALUE=DATE:20261101\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20270101\r\n");
    expect(text).toContain("DTSTAMP:20261122T100000Z\r\n");
    expect(text).toContain("SUMMARY:Ana Ruiz: Light\\, Line\\; Shadow\r\n");
    expect(text).toContain("DESCRIPTION:Two lines\\nof text\r\n");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 octets", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });

  it("knows the next day across months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-29")).toBe("2028-03-01");
    // Dates stored before the forms checked them never fail the file.
    expect(nextDay("2026-02-31")).toBe("2026-03-04");
    expect(nextDay("2026-13-01")).toBe("2027-01-02");
    expect(nextDay("")).toBe("");
    expect(icsCalendar("artguide", [{ ...event, end: "2026-13-45" }], icsStamp(new Date(0)))).toContain(
      "DTEND;VALUE=DATE:",
    );
    const controls = icsCalendar("artguide", [{ ...event, summary: "A\u0000B\rC\tD" }], icsStamp(new Date(0)));
    expect(controls).toContain("SUMMARY:ABC\tD\r\n");
  });
});
