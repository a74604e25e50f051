import { describe, expect, it } from "vitest";
import { csvMalformed, NEWSLETTER_ERRORS } from "#machines/rules/admin/adminNewsletter";
import { parseCsvList } from "./newsletterCsv";

describe("CSV lists", () => {
  it("accepts and rejects rows with their line numbers and reasons", () => {
    const result = parseCsvList(
      'name;email\nAna;ana@example.org\nBo;"bo@example.org"\nCy;nope\nAna;ANA@example.org \n;\n',
    );
    expect(result).toEqual({
      ok: true,
      accepted: [
        { line: 2, email: "ana@example.org" },
        { line: 3, email: "bo@example.org" },
      ],
      rejected: [
        { line: 4, value: "nope", reason: "not a valid e-mail address" },
        { line: 5, value: "ANA@example.org", reason: "duplicate of line 2" },
      ],
    });
  });

  it("reads the first column without a header and refuses an unclosed quote whole", () => {
    expect(parseCsvList("a@example.org\r\nb@example.org")).toMatchObject({ ok: true, rejected: [] });
    expect(parseCsvList('a@example.org\n"b@example.org')).toEqual({ ok: false, error: csvMalformed(2) });
    expect(parseCsvList("")).toMatchObject({ ok: false });
    expect(parseCsvList("a\u0000b")).toMatchObject({ ok: false });
    for (const control of ["\u0001", "\u001b", "\u007f", "\u0085"])
      expect(parseCsvList(`a@example.org\nb${control}@example.org`)).toEqual({
        ok: false,
        error: NEWSLETTER_ERRORS.csvNotText,
      });
    expect(parseCsvList("a@example.org\r\n\tb@example.org")).toMatchObject({ ok: true });
    expect(parseCsvList("x@example.org\n".repeat(2002))).toMatchObject({ ok: false });
  });
});
