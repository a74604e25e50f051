import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { accountTexts, isValidEmail, LoginSchema, nameProblem, passwordProblem, RegistrationSchema } from "./account";

describe("account rules", () => {
  it("checks e-mail syntax", () => {
    expect(isValidEmail("reader@example.com")).toBe(true);
    expect(isValidEmail("reader@example")).toBe(false);
    expect(isValidEmail("reader")).toBe(false);
    expect(isValidEmail("a b@example.com")).toBe(false);
  });

  it("checks the password length, then the confirmation once it is as long", () => {
    expect(passwordProblem("short", "")).toBe(accountTexts.shortPassword);
    expect(passwordProblem("long enough", "long")).toBeNull();
    expect(passwordProblem("long enough", "long enougx")).toBe("Your passwords do not match.");
    expect(passwordProblem("long enough", "long enougx", "signIn")).toBe("The passwords do not match.");
    expect(passwordProblem("long enough", "long enough")).toBeNull();
  });

  it("refuses < and > in the name field", () => {
    expect(nameProblem("Ann <b>")).toBe("The characters <> are not allowed.");
    expect(nameProblem("Ann")).toBeNull();
  });

  it("reads missing login fields as empty ones with the spec's message", () => {
    const result = v.safeParse(LoginSchema, {});
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Please enter an email or username.");
  });

  it("allows the footer sign-up without a password but not without a captcha", () => {
    expect(
      v.safeParse(RegistrationSchema, { user: { email: "a@example.com", origin: "footer" }, g_recaptcha_response: "t" })
        .success,
    ).toBe(true);
    const noCaptcha = v.safeParse(RegistrationSchema, { user: { email: "a@example.com" } });
    expect(noCaptcha.issues?.[0]?.message).toBe("Please complete the captcha challenge.");
  });
});
