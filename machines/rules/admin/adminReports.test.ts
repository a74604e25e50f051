import { describe, expect, it } from "vitest";
import { isCalendarDate } from "#machines/rules/forms/fieldRules";
import { addDays } from "#machines/rules/guide/guide";

import { countryName, regionCodeOf, regionName } from "#machines/rules/shop/northAmericanRegions";

import {
  centsAsDecimal,
  countsByPeriod,
  csvCell,
  csvText,
  niceCeiling,
  pagesOf,
  periodLabel,
  periodOf,
  periodTick,
  REPORT_TEXTS,
  shadeOf,
  shareText,
  totalsByCurrency,
} from "./adminReports";

describe("texts the admin reads", () => {
  it("names the screens and their messages", () => {
    expect(REPORT_TEXTS.invoicesTitle).toBe("invoices");
    expect(REPORT_TEXTS.registrationsTitle).toBe("user registration tally");
    expect(REPORT_TEXTS.geolocationTitle).toBe("subscriber geolocation");
    expect(REPORT_TEXTS.usersTitle).toBe("users");
    expect(REPORT_TEXTS.invoiceCount(1)).toBe("1 invoice");
    expect(REPORT_TEXTS.invoiceCount(12)).toBe("12 invoices");
    expect(REPORT_TEXTS.pastLastPage(40, 3)).toBe("There is no page 40: this list has 3 pages.");
    expect(REPORT_TEXTS.pastLastPage(2, 1)).toBe("There is no page 2: this list has 1 page.");
    expect(REPORT_TEXTS.lastAdmin).toBe(
      "This is the last admin account: make another account admin first, then remove this one's role.",
    );
    expect(REPORT_TEXTS.accountDisabled).toBe(
      "This account has been disabled. Please use the contact page if you think this is a mistake.",
    );
    expect(REPORT_TEXTS.recoverySent("a@example.com")).toBe("A recovery e-mail is on its way to a@example.com.");
    expect(REPORT_TEXTS.grant("Art guide admin")).toBe("Make art guide admin");
    expect(REPORT_TEXTS.revoke("Admin")).toBe("Remove admin");
    expect(REPORT_TEXTS.chartTitle("week")).toBe("Registrations per week");
    expect(REPORT_TEXTS.mapDesc(1, 3)).toContain("3 active subscribers in 1 country");
  });
});

describe("days and periods", () => {
  it("checks calendar days", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("yesterday")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("puts a day in its day, its week (from Monday) or its month", () => {
    expect(periodOf("2026-11-25", "day")).toBe("2026-11-25");
    expect(periodOf("2026-11-25", "week")).toBe("2026-11-23"); // a Wednesday → its Monday
    expect(periodOf("2026-11-23", "week")).toBe("2026-11-23");
    expect(periodOf("2026-11-29", "week")).toBe("2026-11-23"); // Sunday ends the week
    expect(periodOf("2026-01-01", "week")).toBe("2025-12-29");
    expect(periodOf("2026-11-25", "month")).toBe("2026-11");
  });

  it("sums days into every period of the range, empty ones as 0", () => {
    const days = [
      { day: "2026-10-30", count: 2 },
      { day: "2026-11-02", count: 1 },
      { day: "2026-11-03", count: 4 },
      { day: "2026-12-20", count: 9 },
    ];
    expect(countsByPeriod(days, "month", "2026-10-01", "2026-12-31")).toEqual([
      { period: "2026-10", count: 2 },
      { period: "2026-11", count: 5 },
      { period: "2026-12", count: 9 },
    ]);
    expect(countsByPeriod(days, "week", "2026-10-26", "2026-11-15")).toEqual([
      { period: "2026-10-26", count: 2 },
      { period: "2026-11-02", count: 5 },
      { period: "2026-11-09", count: 0 },
    ]);
    expect(countsByPeriod(days, "day", "2026-11-01", "2026-11-03")).toEqual([
      { period: "2026-11-01", count: 0 },
      { period: "2026-11-02", count: 1 },
      { period: "2026-11-03", count: 4 },
    ]);
    expect(countsByPeriod(days, "month", "2026-11-15", "2027-01-10").map((p) => p.period)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
    ]);
  });

  it("labels periods", () => {
    expect(periodLabel("2026-03-02", "day")).toBe("2 Mar 2026");
    expect(periodLabel("2026-03-02", "week")).toBe("week of 2 Mar 2026");
    expect(periodLabel("2026-03", "month")).toBe("Mar 2026");
    expect(periodTick("2026-03-02", "week")).toBe("2 Mar");
    expect(periodTick("2026-03", "month")).toBe("Mar 26");
  });
});

describe("money", () => {
  it("writes integer cents as a plain decimal for CSV", () => {
    expect(centsAsDecimal(123456)).toBe("1234.56");
    expect(centsAsDecimal(5)).toBe("0.05");
    expect(centsAsDecimal(-5)).toBe("-0.05");
  });

  it("totals per currency, never across currencies", () => {
    expect(
      totalsByCurrency([
        { currency: "USD", amountCents: 9000 },
        { currency: "CAD", amountCents: 12500 },
        { currency: "USD", amountCents: 500, count: 3 },
      ]),
    ).toEqual([
      { currency: "CAD", cents: 12500, count: 1 },
      { currency: "USD", cents: 9500, count: 4 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe("CSV", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a=b")).toBe("a=b");
    // Numbers are written as numbers: a negative amount stays a number.
    expect(csvCell(-2)).toBe("-2");
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      csvText([
        ["a", "b"],
        [1, "=x"],
      ]),
    ).toBe("a,b\r\n1,'=x\r\n");
  });
});

describe("charts and maps", () => {
  it("rounds a scale's top to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(13)).toBe(20);
    expect(niceCeiling(20)).toBe(20);
    expect(niceCeiling(41)).toBe(50);
    expect(niceCeiling(501)).toBe(1000);
  });

  it("shades counts on a square-root scale, none for zero", () => {
    expect(shadeOf(0, 100)).toBe(0);
    expect(shadeOf(1, 100)).toBe(1);
    expect(shadeOf(100, 100)).toBe(5);
    expect(shadeOf(25, 100)).toBe(3);
    expect(shadeOf(5, 0)).toBe(0);
    expect(shareText(1, 8)).toBe("12.5 %");
    expect(shareText(0, 0)).toBe("0.0 %");
  });

  it("names countries, states and provinces", () => {
    expect(countryName("US")).toBe("United States");
    expect(countryName("INTL")).toBe("INTL");
    // The checkout's own name, and a region outside its list by Intl's.
    expect(countryName("CI")).toBe("Côte d’Ivoire");
    expect(countryName("EU")).toBe("European Union");
    expect(regionName("US", "NY")).toBe("New York");
    expect(regionName("CA", "QC")).toBe("Quebec");
    expect(regionName("FR", "IDF")).toBe("IDF");
  });

  it("reads a state or province from an address as its code", () => {
    expect(regionCodeOf("US", "ny")).toBe("NY");
    expect(regionCodeOf("US", "  new   york ")).toBe("NY");
    expect(regionCodeOf("CA", "Québec")).toBe("QC");
    expect(regionCodeOf("CA", "Quebec")).toBe("QC");
    expect(regionCodeOf("US", "Ontario")).toBeNull();
    expect(regionCodeOf("FR", "Paris")).toBeNull();
    expect(regionCodeOf("US", undefined)).toBeNull();
  });
});

describe("pages", () => {
  it("counts pages, an empty list having one", () => {
    expect(pagesOf(0)).toBe(1);
    expect(pagesOf(25)).toBe(1);
    expect(pagesOf(26)).toBe(2);
  });
});
