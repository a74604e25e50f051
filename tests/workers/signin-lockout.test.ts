import { beforeEach, describe, expect, it } from "vitest";
import { accountTexts } from "#machines/rules/account/account";
import { CAPTCHA_FIELDS } from "#machines/rules/account/captcha";
import { LIMITS } from "#workers/services/account/rateLimit";
import { answerOf, freshIp, jsonPost, solvedCaptcha, withinOneRateWindow } from "./account-helpers";
import { call, createReader, html, json } from "./guide-helpers";

// Attempts are counted in fixed 15-minute windows: each test makes all of its attempts in one.
beforeEach(() => withinOneRateWindow());

const LOGIN_FAILED = "You have entered an invalid username or password. Please try again.";
const TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";
const CAPTCHA_ASKED = { error: accountTexts.signInCaptcha, captchaRequired: true };

async function failFiveTimes(logins: string[]) {
  for (const login of logins) {
    // Each wrong guess from another address, as an attacker spreading guesses would.
    await json("/api/login_check", 401, jsonPost({ _username: login, _password: "wrong password" }, freshIp()));
  }
}

describe("repeated sign-in failures ask for the captcha; they never lock the owner out", () => {
  it("five failures on the e-mail ask the username for the captcha too; with it the right password signs in", async () => {
    const reader = await createReader("lockbyname");
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      expect(
        await json("/api/login_check", 401, jsonPost({ _username: reader.email, _password: "wrong password" }, ip)),
      ).toEqual({ error: LOGIN_FAILED });
    }
    // The failure that reaches the limit says so at once.
    expect(
      await json("/api/login_check", 401, jsonPost({ _username: reader.email, _password: "wrong password" }, ip)),
    ).toEqual({ error: LOGIN_FAILED, captchaRequired: true });
    // Without the captcha, even the right password is asked for it (never a 429 for the account).
    expect(
      await json(
        "/api/login_check",
        400,
        jsonPost({ _username: reader.username, _password: reader.password }, freshIp()),
      ),
    ).toEqual(CAPTCHA_ASKED);
    expect(
      await json(
        "/api/login_check",
        400,
        jsonPost({ _username: ` ${reader.email.toUpperCase()} `, _password: reader.password }, freshIp()),
      ),
    ).toEqual(CAPTCHA_ASKED);
    // A wrong answer is no captcha.
    const wrong = await solvedCaptcha();
    const badToken = `${wrong.challenge}~${Number(wrong.answer) + 1}`;
    expect(
      await json(
        "/api/login_check",
        400,
        jsonPost({ _username: reader.username, _password: reader.password, g_recaptcha_response: badToken }, freshIp()),
      ),
    ).toEqual(CAPTCHA_ASKED);
    // The owner completes it and is in.
    const solved = await solvedCaptcha();
    const signedIn = await json<{ data: { username: string } }>(
      "/api/login_check",
      200,
      jsonPost(
        { _username: reader.username, _password: reader.password, g_recaptcha_response: solved.token },
        freshIp(),
      ),
    );
    expect(signedIn.data.username).toBe(reader.username);
    // A solved challenge is used once: replaying it is no captcha.
    expect(
      await json(
        "/api/login_check",
        400,
        jsonPost(
          { _username: reader.username, _password: reader.password, g_recaptcha_response: solved.token },
          freshIp(),
        ),
      ),
    ).toEqual(CAPTCHA_ASKED);
  });

  it("failures split between the username and the e-mail add up on the account; other accounts are not touched", async () => {
    const reader = await createReader("locksplit");
    await failFiveTimes([reader.email, reader.username, reader.email, reader.username, reader.email]);
    expect(
      await json("/api/login_check", 400, jsonPost({ _username: reader.username, _password: reader.password })),
    ).toEqual(CAPTCHA_ASKED);
    const other = await createReader("lockother");
    await json("/api/login_check", 200, jsonPost({ _username: other.username, _password: other.password }));
  });

  it("a wrong password with a completed captcha is still a failure, counted on the address", async () => {
    const reader = await createReader("lockguess");
    await failFiveTimes(Array(5).fill(reader.username));
    const solved = await solvedCaptcha();
    expect(
      await json(
        "/api/login_check",
        401,
        jsonPost({ _username: reader.username, _password: "still wrong", g_recaptcha_response: solved.token }),
      ),
    ).toEqual({ error: LOGIN_FAILED, captchaRequired: true });
  });

  it("one address with too many failures is shut out for the window, whatever account it tries", async () => {
    const ip = freshIp();
    const readers = await Promise.all([createReader("ipa"), createReader("ipb")]);
    for (let i = 0; i < LIMITS.failedSignInPerIp; i++) {
      const target = readers[i % 2]!;
      await call("/api/login_check", jsonPost({ _username: `${target.username}x${i}`, _password: "wrong" }, ip));
    }
    expect(
      await json(
        "/api/login_check",
        429,
        jsonPost({ _username: readers[0]!.username, _password: readers[0]!.password }, ip),
      ),
    ).toEqual({ error: TOO_MANY });
    // The owner, from their own address, is not touched.
    await json("/api/login_check", 200, jsonPost({ _username: readers[0]!.username, _password: readers[0]!.password }));
  });

  it("without JavaScript the /login page shows the captcha after repeated failures, and signs in with it", async () => {
    const reader = await createReader("locknojs");
    await failFiveTimes(Array(5).fill(reader.username));
    const ip = freshIp();
    const post = (fields: Record<string, string>) =>
      call("/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
        body: new URLSearchParams({ redirectTo: "/", ...fields }).toString(),
        redirect: "manual",
      });
    const asked = await post({ _username: reader.username, _password: reader.password });
    expect(asked.status).toBe(400);
    const page = await asked.text();
    expect(page).toContain(accountTexts.signInCaptcha);
    const challenge = new RegExp(`name="${CAPTCHA_FIELDS.challenge}" value="([^"]+)"`).exec(page)?.[1] ?? "";
    const question = /What is \w+ plus \w+\?/.exec(page)?.[0] ?? "";
    expect(challenge).not.toBe("");
    const done = await post({
      _username: reader.username,
      _password: reader.password,
      [CAPTCHA_FIELDS.challenge]: challenge,
      [CAPTCHA_FIELDS.answer]: answerOf(question),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("set-cookie")).toMatch(/^session=/);
    // A page without the account's trouble shows no captcha.
    expect(await html("/login")).not.toContain(CAPTCHA_FIELDS.challenge);
  });
});
