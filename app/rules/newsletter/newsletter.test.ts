import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "#machines/rules/forms/fieldRules";
import { NEWSLETTER_MESSAGES, parseNewsletter } from "./newsletter";

describe("newsletter sign-up validation", () => {
  it("accepts a valid address, trimmed and lower-cased", () => {
    expect(parseNewsletter({ email: "  Reader@Example.ORG " })).toEqual({ ok: true, email: "reader@example.org" });
  });

  it("asks for an address when the field is empty", () => {
    expect(parseNewsletter({ email: "   " })).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.empty });
    expect(parseNewsletter({})).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.empty });
  });

  it("refuses something that is not an e-mail address", () => {
    expect(parseNewsletter({ email: "not-an-email" })).toEqual({ ok: false, message: "Please enter a valid email." });
  });

  it("refuses an address holding a control character, saying so", () => {
    expect(parseNewsletter({ email: "reader\u0000@example.org" })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.controlCharacter("Your e-mail"),
    });
  });

  it("refuses a non-string value", () => {
    expect(parseNewsletter({ email: 42 }).ok).toBe(false);
  });
});
