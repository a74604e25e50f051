import { describe, expect, it } from "vitest";
import { captchaTokenFromForm, offlineCaptchaToken, splitOfflineCaptchaToken } from "./captcha";

describe("captcha tokens", () => {
  it("joins the offline challenge and the answer, and only when both are there", () => {
    expect(offlineCaptchaToken("1.n.s", " 7 ")).toBe("1.n.s~7");
    expect(offlineCaptchaToken("1.n.s", "  ")).toBe("");
    expect(offlineCaptchaToken("", "7")).toBe("");
    expect(splitOfflineCaptchaToken("1.n.s~7")).toEqual({ challenge: "1.n.s", answer: "7" });
    expect(splitOfflineCaptchaToken("no-separator")).toBeNull();
    expect(splitOfflineCaptchaToken("1.n.s~")).toBeNull();
  });

  it("reads a posted form's token from whichever widget filled it", () => {
    expect(captchaTokenFromForm({ g_recaptcha_response: "a" })).toBe("a");
    expect(captchaTokenFromForm({ "cf-turnstile-response": "t" })).toBe("t");
    expect(captchaTokenFromForm({ captcha_challenge: "1.n.s", captcha_answer: "9" })).toBe("1.n.s~9");
    expect(captchaTokenFromForm({})).toBe("");
  });
});
