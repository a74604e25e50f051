import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { accountTexts } from "#machines/rules/account/account";
import {
  freshIp,
  jsonPost,
  lastMail,
  solvedCaptcha,
  textInit,
  uniqueEmail,
  withinOneRateWindow,
} from "./account-helpers";
import { call, createReader, json, jsonInit } from "./guide-helpers";

// Attempts are counted in fixed 15-minute windows: each test makes all of its attempts in one.
beforeEach(() => withinOneRateWindow());

const LOGIN_FAILED = "You have entered an invalid username or password. Please try again.";
const TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";
const CAPTCHA = "Please complete the captcha challenge.";
const CAPTCHA_WRONG = "That answer to the captcha is not right. Please answer the new one.";

describe("GET /api/user/search", () => {
  it("answers found and valid", async () => {
    const reader = await createReader("search");
    expect(await json(`/api/user/search?email=${encodeURIComponent(reader.email)}`, 200)).toEqual({
      found: true,
      valid: true,
    });
    expect(await json(`/api/user/search?email=${encodeURIComponent(reader.email.toUpperCase())}`, 200)).toEqual({
      found: true,
      valid: true,
    });
    expect(await json(`/api/user/search?email=${reader.username}`, 200)).toEqual({ found: true, valid: false });
    expect(await json("/api/user/search?email=nobody-here%40example.org", 200)).toEqual({ found: false, valid: true });
    expect(await json("/api/user/search?email=not-an-email", 200)).toEqual({ found: false, valid: false });
  });

  it("answers 400 with the e-mail step's message when empty, and for overlong input", async () => {
    expect(await json("/api/user/search", 400)).toEqual({ error: "Please enter an email or username." });
    expect(await json("/api/user/search?email=%20", 400)).toEqual({ error: "Please enter an email or username." });
    expect((await json<{ error: string }>(`/api/user/search?email=${"a".repeat(300)}`, 400)).error).toMatch(/too long/);
  });
});

describe("GET /api/token_check and /api/logout", () => {
  it("token_check answers ok false signed out and ok true with a session", async () => {
    expect(await json("/api/token_check", 200)).toEqual({ ok: false });
    const reader = await createReader("token");
    const body = await json<{ ok: boolean; data: { username: string; email: string } }>("/api/token_check", 200, {
      headers: { cookie: reader.cookie },
    });
    expect(body).toEqual({ ok: true, data: { username: reader.username, email: reader.email } });
  });

  it("logout ends the session and clears the cookie", async () => {
    const reader = await createReader("logout");
    const res = await call("/api/logout", { headers: { cookie: reader.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
  });

  it("logout from another site is refused and the reader stays signed in", async () => {
    const reader = await createReader("logout-cross");
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const res = await call("/api/logout", { headers: { cookie: reader.cookie, ...headers } });
      expect(res.status).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toMatchObject({ ok: true });
    const own = await call("/api/logout", { headers: { cookie: reader.cookie, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
  });
});

describe("POST /api/login_check", () => {
  it("signs in by username or e-mail, in any case, with an HttpOnly SameSite=Lax cookie", async () => {
    const reader = await createReader("login");
    for (const login of [reader.username, reader.email, reader.email.toUpperCase()]) {
      const res = await call(
        "/api/login_check",
        jsonPost({ _username: login, _password: reader.password, reload: true }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; data: { username: string; email: string } };
      expect(body.data).toEqual({ username: reader.username, email: reader.email });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
      // http://localhost: no Secure flag, or the browser would drop the cookie.
      expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      expect(await json("/api/token_check", 200, { headers: { cookie: cookie.split(";")[0]! } })).toMatchObject({
        ok: true,
      });
    }
  });

  it("marks the cookie Secure off localhost", async () => {
    const reader = await createReader("secure");
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(
      "https://artmagazine.example/api/login_check",
      jsonPost({ _username: reader.username, _password: reader.password }),
    );
    expect(res.headers.get("set-cookie")).toMatch(/; HttpOnly; Secure; SameSite=Lax;/);
  });

  it("rotates the session: the cookie sent at sign-in stops working", async () => {
    const reader = await createReader("rotate");
    const res = await call(
      "/api/login_check",
      jsonPost({ _username: reader.username, _password: reader.password }, freshIp(), { cookie: reader.cookie }),
    );
    const fresh = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(fresh).not.toBe(reader.cookie);
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
    expect(await json("/api/token_check", 200, { headers: { cookie: fresh } })).toMatchObject({ ok: true });
  });

  it("answers a wrong password and an unknown user with the same message", async () => {
    const reader = await createReader("wrong");
    expect(
      await json("/api/login_check", 401, jsonPost({ _username: reader.username, _password: "not the password" })),
    ).toEqual({ error: LOGIN_FAILED });
    expect(
      await json("/api/login_check", 401, jsonPost({ _username: "nobody-at-all", _password: "whatever1" })),
    ).toEqual({ error: LOGIN_FAILED });
  });

  it("answers 400 for missing fields, overlong input or a body that is not JSON", async () => {
    expect(await json("/api/login_check", 400, jsonInit("POST", {}))).toEqual({
      error: "Please enter an email or username.",
    });
    expect(await json("/api/login_check", 400, jsonInit("POST", { _username: "someone" }))).toEqual({
      error: "Please enter your password.",
    });
    expect(
      (
        await json<{ error: string }>(
          "/api/login_check",
          400,
          jsonInit("POST", { _username: "x".repeat(300), _password: "p" }),
        )
      ).error,
    ).toMatch(/too long/);
    expect(
      await json("/api/login_check", 400, jsonInit("POST", { _username: "someone", _password: "p".repeat(500) })),
    ).toEqual({ error: LOGIN_FAILED });
    expect(await json("/api/login_check", 400, jsonInit("POST", "{not json"))).toEqual({
      error: "The request body is not valid JSON.",
    });
  });

  it("after 5 failed sign-ins for one account asks for the captcha, even with the right password (never a lock)", async () => {
    const reader = await createReader("limited");
    for (let i = 0; i < 5; i++)
      await json("/api/login_check", 401, jsonPost({ _username: reader.username, _password: "wrong password" }));
    expect(
      await json("/api/login_check", 400, jsonPost({ _username: reader.username, _password: reader.password })),
    ).toEqual({ error: accountTexts.signInCaptcha, captchaRequired: true });
  });

  it("answers 429 after 20 failed sign-ins from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      await json("/api/login_check", 401, jsonPost({ _username: `nobody${i}`, _password: "wrong password" }, ip));
    const reader = await createReader("sameip");
    expect(
      await json("/api/login_check", 429, jsonPost({ _username: reader.username, _password: reader.password }, ip)),
    ).toEqual({ error: TOO_MANY });
  });
});

describe("POST /api/user/create (JSON as text/plain; errors in message, with ok false)", () => {
  it("creates an account the reader can sign in to, with a username from the e-mail", async () => {
    const email = uniqueEmail("Fresh.Reader");
    const { token } = await solvedCaptcha();
    const body = await json(
      "/api/user/create",
      200,
      textInit({ user: { email, password: "long enough", origin: "register" }, g_recaptcha_response: token }),
    );
    expect(body).toEqual({ ok: true, message: "Thank you for registering. You are now signed in." });
    const login = await json<{ data: { username: string; email: string } }>(
      "/api/login_check",
      200,
      jsonPost({ _username: email, _password: "long enough" }),
    );
    expect(login.data).toEqual({ username: email.split("@")[0], email });
    const row = await env.DB.prepare("SELECT origin, password_hash FROM users WHERE email = ?1")
      .bind(email)
      .first<{ origin: string; password_hash: string }>();
    expect(row?.origin).toBe("register");
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("refuses an e-mail already used, whatever its case, and keeps usernames unique", async () => {
    const reader = await createReader("known");
    const taken = await json(
      "/api/user/create",
      400,
      textInit({
        user: { email: reader.email.toUpperCase(), password: "long enough" },
        g_recaptcha_response: (await solvedCaptcha()).token,
      }),
    );
    expect(taken).toEqual({ ok: false, message: "An account with this e-mail already exists. Please sign in." });
    // Same local part, other domain: the username gets a suffix.
    const email = `${reader.username.toUpperCase()}@elsewhere.example`;
    await json(
      "/api/user/create",
      200,
      textInit({ user: { email, password: "long enough" }, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    const row = await env.DB.prepare("SELECT username FROM users WHERE email = ?1")
      .bind(email)
      .first<{ username: string }>();
    expect(row?.username.toLowerCase()).not.toBe(reader.username.toLowerCase());
    expect(row?.username.toLowerCase().startsWith(reader.username.toLowerCase())).toBe(true);
  });

  it("validates the e-mail, the password and the captcha, each with its message", async () => {
    const post = (body: unknown) => json<{ ok: boolean; message: string }>("/api/user/create", 400, textInit(body));
    expect(await post({ user: { email: "not-an-email", password: "long enough" }, g_recaptcha_response: "x" })).toEqual(
      { ok: false, message: "Please enter a valid email." },
    );
    expect(await post({ user: { email: "", password: "long enough" }, g_recaptcha_response: "x" })).toEqual({
      ok: false,
      message: "Please enter an email or username.",
    });
    expect(await post({ user: { email: "new@example.org", password: "short" }, g_recaptcha_response: "x" })).toEqual({
      ok: false,
      message: "Your password must be at least 8 characters long.",
    });
    expect(
      await post({ user: { email: "new@example.org", password: "p".repeat(300) }, g_recaptcha_response: "x" }),
    ).toEqual({ ok: false, message: "Your password is too long." });
    expect(await post({ user: { email: "new@example.org", password: "long enough" } })).toEqual({
      ok: false,
      message: CAPTCHA,
    });
    expect((await post({})).ok).toBe(false);
    expect((await post("just text")).ok).toBe(false);
  });

  it("never creates an account from a forged, wrong or reused captcha", async () => {
    const email = uniqueEmail("forged");
    const send = (token: string) =>
      json(
        "/api/user/create",
        400,
        textInit({ user: { email, password: "long enough" }, g_recaptcha_response: token }),
      );
    // An answer that is not right says so; one left empty asks for it.
    expect(await send("forged")).toEqual({ ok: false, message: CAPTCHA_WRONG });
    const { challenge, answer, token } = await solvedCaptcha();
    expect(await send(`${challenge}~`)).toEqual({ ok: false, message: CAPTCHA });
    expect(await send(`${challenge}~${Number(answer) + 1}`)).toEqual({ ok: false, message: CAPTCHA_WRONG });
    const [expires, nonce] = challenge.split(".");
    expect(await send(`${expires}.${nonce}.AAAA~${answer}`)).toEqual({ ok: false, message: CAPTCHA_WRONG });
    await json(
      "/api/user/create",
      200,
      textInit({ user: { email, password: "long enough" }, g_recaptcha_response: token }),
    );
    const again = await json(
      "/api/user/create",
      400,
      textInit({ user: { email: uniqueEmail("reuse"), password: "long enough" }, g_recaptcha_response: token }),
    );
    expect(again).toEqual({ ok: false, message: CAPTCHA_WRONG });
  });

  it("the footer variant (no password) stores the address once for the newsletter", async () => {
    const email = uniqueEmail("fan");
    for (let i = 0; i < 2; i++) {
      const body = await json(
        "/api/user/create",
        200,
        textInit({ user: { email, origin: "footer-newsletter" }, g_recaptcha_response: (await solvedCaptcha()).token }),
      );
      expect(body).toEqual({
        ok: true,
        message: "Thank you for signing up. Our newsletter will arrive in your inbox.",
      });
    }
    const rows = await env.DB.prepare("SELECT origin FROM newsletter_signups WHERE email = ?1")
      .bind(email)
      .all<{ origin: string }>();
    expect(rows.results).toEqual([{ origin: "footer-newsletter" }]);
    expect(await json(`/api/user/search?email=${encodeURIComponent(email)}`, 200)).toEqual({
      found: false,
      valid: true,
    });
  });

  it("answers 429 after 20 registrations from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      await call(
        "/api/user/create",
        textInit({ user: { email: uniqueEmail("burst"), origin: "footer-newsletter" }, g_recaptcha_response: "x" }, ip),
      );
    const { token } = await solvedCaptcha();
    expect(
      await json(
        "/api/user/create",
        429,
        textInit({ user: { email: uniqueEmail("late"), password: "long enough" }, g_recaptcha_response: token }, ip),
      ),
    ).toEqual({
      ok: false,
      message: TOO_MANY,
    });
  });
});

describe("POST /api/user/recover (errors in errorMessage)", () => {
  it("validates the e-mail and the captcha", async () => {
    expect(await json("/api/user/recover", 400, jsonPost({ email: "nope", g_recaptcha_response: "x" }))).toEqual({
      errorMessage: "Please enter a valid email.",
    });
    expect(await json("/api/user/recover", 400, jsonPost({ email: "reader@example.org" }))).toEqual({
      errorMessage: CAPTCHA,
    });
    expect(
      await json("/api/user/recover", 400, jsonPost({ email: "reader@example.org", g_recaptcha_response: "forged" })),
    ).toEqual({ errorMessage: CAPTCHA_WRONG });
  });

  it("mails a one-hour reset link to a known address, and nothing to an unknown one, with the same answer", async () => {
    const reader = await createReader("recover");
    const known = await json<{ ok: boolean; message: string }>(
      "/api/user/recover",
      200,
      jsonPost({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    expect(known.message).toMatch(/^A confirmation e-mail has been sent\..*circulation@artmagazine\.example\.$/);
    const mail = await lastMail(reader.email);
    expect(mail?.subject).toBe("Choose a new Artmagazine password");
    expect(mail?.body).toMatch(/http:\/\/localhost:8787\/recover\?token=[\w-]{43}/);
    const reset = await env.DB.prepare("SELECT created_at, expires_at, used_at FROM password_resets WHERE user_id = ?1")
      .bind(reader.id)
      .first<{ created_at: string; expires_at: string; used_at: null }>();
    expect(Date.parse(reset!.expires_at) - Date.parse(reset!.created_at)).toBe(3_600_000);
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await json(
      "/api/user/recover",
      200,
      jsonPost({ email: unknownEmail, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    expect(unknown).toEqual(known);
    expect(await lastMail(unknownEmail)).toBeNull();
  });

  it("answers 429 after 5 requests for one address", async () => {
    const email = uniqueEmail("flood");
    for (let i = 0; i < 5; i++) await call("/api/user/recover", jsonPost({ email, g_recaptcha_response: "x" }));
    expect(
      await json("/api/user/recover", 429, jsonPost({ email, g_recaptcha_response: (await solvedCaptcha()).token })),
    ).toEqual({ errorMessage: TOO_MANY });
  });
});

describe("captcha and outbox calls", () => {
  it("GET /api/captcha serves an offline challenge by default", async () => {
    const body = await json<{ provider: string; challenge: string; question: string }>("/api/captcha", 200);
    expect(body.provider).toBe("offline");
    expect(body.question).toMatch(/^What is \w+ plus \w+\?$/);
    expect(body.challenge).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  });

  it("GET /api/dev/outbox lists a local address's mail, and only on localhost", async () => {
    const reader = await createReader("outbox");
    await json(
      "/api/user/recover",
      200,
      jsonPost({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    const body = await json<{ mails: { subject: string }[] }>(
      `/api/dev/outbox?to=${encodeURIComponent(reader.email)}`,
      200,
    );
    expect(body.mails[0]?.subject).toBe("Choose a new Artmagazine password");
    const { exports } = await import("cloudflare:workers");
    const remote = await exports.default.fetch(
      `https://artmagazine.example/api/dev/outbox?to=${encodeURIComponent(reader.email)}`,
    );
    expect(remote.status).toBe(404);
  });
});

describe("CSRF: writes from another site are refused", () => {
  it.each([
    "/api/login_check",
    "/api/user/create",
    "/api/user/recover",
    "/login",
    "/register",
    "/recover",
    "/profile",
    "/profile/activate",
    "/newsletter",
  ])("POST %s with Origin https://evil.example answers 403", async (path) => {
    const reader = await createReader("csrf");
    const res = await call(path, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        cookie: reader.cookie,
      },
      body: new URLSearchParams({
        _username: reader.username,
        _password: reader.password,
        email: "a@example.org",
      }).toString(),
    });
    expect(res.status).toBe(403);
  });
});
