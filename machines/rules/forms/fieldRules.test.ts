import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  FIELD_MESSAGES,
  hasRefusedControlCharacter,
  isCalendarDate,
  multiLineText,
  singleLine,
  singleLineText,
} from "./fieldRules";

/** Every control character (\p{Cc}: U+0000–U+001F, U+007F–U+009F) but the three multi-line text keeps. */
const REFUSED = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)]
  .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
  .map((code) => String.fromCharCode(code));
const refusedCharacter = fc.constantFrom(...REFUSED);
/** Text without control characters, of any script (the full Unicode range, surrogate pairs included). */
const plainText = fc.string({ unit: "grapheme", maxLength: 30 }).filter((s) => !/\p{Cc}/u.test(s));
const withRefused = fc
  .tuple(plainText, refusedCharacter, plainText)
  .map(([before, control, after]) => `${before}${control}${after}`);

const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe("control characters", () => {
  it("refuses every \\p{Cc} but tab, line feed and carriage return", () => {
    expect(REFUSED).toHaveLength(62);
    for (const c of REFUSED) expect(hasRefusedControlCharacter(`a${c}b`), c.charCodeAt(0).toString(16)).toBe(true);
    expect(hasRefusedControlCharacter("Line one\r\nLine two\n\tindented")).toBe(false);
    expect(hasRefusedControlCharacter("Café, 東京, emoji 🎨, non-breaking\u00a0space, zero\u200bwidth")).toBe(false);
  });

  it("a field refuses any text holding one, wherever it is, with the message naming the field", () => {
    const one = singleLineText(300, "The venue name");
    const many = multiLineText(4000, "The description");
    fc.assert(
      fc.property(withRefused, (text) => {
        expect(messagesOf(one, text)[0]).toBe(FIELD_MESSAGES.controlCharacter("The venue name"));
        expect(messagesOf(many, text)[0]).toBe(FIELD_MESSAGES.controlCharacter("The description"));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it("a field accepts text without one, as typed (one-line text on one line)", () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(v.parse(multiLineText(4000, "The description"), text)).toBe(text);
        expect(v.parse(singleLineText(300, "The venue name"), text)).toBe(singleLine(text));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });
});

describe("one-line and multi-line text", () => {
  it("one-line text turns line breaks, tabs and runs of spaces into one space", () => {
    expect(singleLine("  Ines Calloway\r\nSaltglaze\n Weather ")).toBe("Ines Calloway Saltglaze Weather");
    expect(v.parse(singleLineText(40, "Your username"), " Ines\tCalloway\r\n")).toBe("Ines Calloway");
  });

  it("multi-line text keeps its tabs and line breaks", () => {
    expect(v.parse(multiLineText(100, "The message"), "Dear editors,\r\n\n\tthank you.")).toBe(
      "Dear editors,\r\n\n\tthank you.",
    );
  });

  it("refuses text over the field's length, naming the field and its limit", () => {
    expect(messagesOf(singleLineText(40, "Your username"), "x".repeat(41))).toEqual([
      "Your username can have at most 40 characters.",
    ]);
    expect(messagesOf(multiLineText(20_000, "The letter"), "x".repeat(20_001))).toEqual([
      "The letter can have at most 20,000 characters.",
    ]);
    expect(messagesOf(singleLineText(40, "Your username", "Too long."), "x".repeat(41))).toEqual(["Too long."]);
    expect(v.parse(singleLineText(3, "Code"), "  abc  ")).toBe("abc");
  });

  it("refuses what is not text", () => {
    expect(messagesOf(singleLineText(40, "Your username"), 42)).toEqual(["Your username must be text."]);
    expect(messagesOf(multiLineText(40, "The message"), null)).toEqual(["The message must be text."]);
  });
});

describe("calendar dates", () => {
  it("accepts only days the calendar has", () => {
    for (const day of ["2026-02-28", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01"])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of ["2026-02-31", "2026-02-29", "2027-02-29", "1900-02-29", "2026-13-01", "2026-00-10"])
      expect(isCalendarDate(day), day).toBe(false);
    for (const day of [
      "2026-04-31",
      "2026-2-3",
      "",
      "yesterday",
      "2026-02-28T00:00",
      " 2026-02-28",
      "2026-02-28\u0000",
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });

  it("agrees with the calendar for every day of four years, leap year included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2026, max: 2029 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(isCalendarDate(text), text).toBe(day <= daysInMonth);
        },
      ),
      { seed: 20261201, numRuns: 1000 },
    );
  });

  it("a date field answers its own message for anything else", () => {
    const field = calendarDate("Enter the start date.");
    expect(v.parse(field, "2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-31", "2026-13-01", "2027-02-29", "", "tomorrow", 20260101])
      expect(messagesOf(field, bad), String(bad)).toEqual(["Enter the start date."]);
  });
});
