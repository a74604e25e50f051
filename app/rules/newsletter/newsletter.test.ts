import { describe, expect, it } from "vitest";
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

  it("refuses a non-string value", () => {
    expect(parseNewsletter({ email: 42 }).ok).toBe(false);
  });
});
