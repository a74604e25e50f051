import { describe, expect, it } from "vitest";
import { call, createReader, formInit, html, json, jsonInit } from "./guide-helpers";

describe("GET /api/user/search", () => {
  it("answers found and valid", async () => {
    const reader = await createReader("search");
    expect(await json(`/api/user/search?email=${encodeURIComponent(reader.email)}`, 200)).toEqual({ found: true, valid: true });
    expect(await json(`/api/user/search?email=${encodeURIComponent(reader.email.toUpperCase())}`, 200)).toEqual({ found: true, valid: true });
    expect(await json(`/api/user/search?email=${reader.username}`, 200)).toEqual({ found: true, valid: false });
    expect(await json("/api/user/search?email=nobody-here%40example.org", 200)).toEqual({ found: false, valid: true });
    expect(await json("/api/user/search?email=not-an-email", 200)).toEqual({ found: false, valid: false });
  });

  it("answers 400 with the e-mail step's message when empty", async () => {
    expect(await json("/api/user/search", 400)).toEqual({ error: "Please enter an email or username." });
    expect(await json("/api/user/search?email=%20", 400)).toEqual({ error: "Please enter an email or username." });
  });
});

describe("sign-in calls", () => {
  it("token_check answers ok false signed out and ok true with a session", async () => {
    expect(await json("/api/token_check", 200)).toEqual({ ok: false });
    const reader = await createReader("token");
    const body = await json<{ ok: boolean; data: { username: string } }>("/api/token_check", 200, { headers: { cookie: reader.cookie } });
    expect(body.ok).toBe(true);
    expect(body.data.username).toBe(reader.username);
  });

  it("login_check signs in by username or e-mail and sets a session cookie", async () => {
    const reader = await createReader("login");
    for (const login of [reader.username, reader.email]) {
      const res = await call("/api/login_check", jsonInit("POST", { _username: login, _password: reader.password, reload: true }));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; data: { username: string; email: string } };
      expect(body.data).toEqual({ username: reader.username, email: reader.email });
      const cookie = res.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax/);
      const check = await json<{ ok: boolean }>("/api/token_check", 200, { headers: { cookie: cookie.split(";")[0]! } });
      expect(check.ok).toBe(true);
    }
  });

  it("login_check refuses a wrong password and an unknown user with the same message", async () => {
    const reader = await createReader("wrong");
    const message = "You have entered an invalid username or password. Please try again.";
    expect(await json("/api/login_check", 401, jsonInit("POST", { _username: reader.username, _password: "not the password" }))).toEqual({ error: message });
    expect(await json("/api/login_check", 401, jsonInit("POST", { _username: "nobody-at-all", _password: "whatever1" }))).toEqual({ error: message });
  });

  it("login_check answers 400 for missing fields or a body that is not JSON", async () => {
    expect(await json("/api/login_check", 400, jsonInit("POST", {}))).toEqual({ error: "Please enter an email or username." });
    expect((await json<{ error: string }>("/api/login_check", 400, jsonInit("POST", { _username: "someone" }))).error).toMatch(/Please enter your password/);
    expect(await json("/api/login_check", 400, jsonInit("POST", "{not json"))).toEqual({ error: "The request body is not valid JSON." });
  });

  it("logout ends the session and clears the cookie", async () => {
    const reader = await createReader("logout");
    const res = await call("/api/logout", { headers: { cookie: reader.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
  });
});

describe("POST /api/user/create (errors in message, with ok false)", () => {
  const post = (body: unknown) => json<{ ok: boolean; message: string }>("/api/user/create", 400, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(body) });

  it("validates the e-mail, the password and the captcha", async () => {
    expect(await post({ user: { email: "not-an-email", password: "long enough", origin: "register" }, g_recaptcha_response: "x" })).toEqual({
      ok: false,
      message: "Please enter a valid email.",
    });
    expect((await post({ user: { email: "new@example.org", password: "short" }, g_recaptcha_response: "x" })).message).toMatch(
      /Your password must be at least 8 characters long\./,
    );
    expect((await post({ user: { email: "new@example.org", password: "long enough" } })).message).toMatch(/Please complete the captcha challenge\./);
    expect((await post({})).ok).toBe(false);
  });

  it("never creates an account from an unverified captcha token", async () => {
    const body = await post({ user: { email: "fresh-reader@example.org", password: "long enough", origin: "register" }, g_recaptcha_response: "forged" });
    expect(body).toEqual({ ok: false, message: "Please complete the captcha challenge." });
    expect(await json("/api/user/search?email=fresh-reader%40example.org", 200)).toEqual({ found: false, valid: true });
  });

  it("tells a known e-mail to sign in", async () => {
    const reader = await createReader("known");
    const body = await post({ user: { email: reader.email, password: "long enough" }, g_recaptcha_response: "x" });
    expect(body.message).toMatch(/already exists/);
  });
});

describe("POST /api/user/recover (errors in errorMessage)", () => {
  it("validates the e-mail and the captcha", async () => {
    expect(await json("/api/user/recover", 400, jsonInit("POST", { email: "nope" }))).toEqual({ errorMessage: "Please enter a valid email." });
    expect(await json("/api/user/recover", 400, jsonInit("POST", { email: "reader@example.org" }))).toEqual({
      errorMessage: "Please complete the captcha challenge.",
    });
  });
});

describe("account pages", () => {
  it("/login shows the sign-in screen of spec 1 §2", async () => {
    const page = await html("/login");
    for (const text of ["SIGN IN", "Username or email", "Password", "Forgot your password", ">Submit<", "Register here", "mandatory arbitration", "class action waiver"]) {
      expect(page).toContain(text);
    }
    expect(page).toContain('href="/recover"');
    expect(page).toContain('method="post"');
  });

  it("/login signs in for real and redirects with the session cookie", async () => {
    const reader = await createReader("form");
    const res = await call("/login", formInit({ _username: reader.email, _password: reader.password, redirectTo: "/profile" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const profile = await html("/profile", 200, { headers: { cookie } });
    expect(profile).toContain(reader.username.slice(0, 10));
    expect(profile).toContain(reader.email);
  });

  it("/login answers 401 with the red alert for a wrong password", async () => {
    const res = await call("/login", formInit({ _username: "nobody-at-all", _password: "wrong password" }));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("You have entered an invalid username or password. Please try again.");
  });

  it("/login keeps where the reader was going after a failed try", async () => {
    const res = await call("/login", formInit({ _username: "nobody-at-all", _password: "wrong password", redirectTo: "/artguide/myguide" }));
    expect(await res.text()).toContain('name="redirectTo" value="/artguide/myguide"');
  });

  it("/login refuses an off-site redirect", async () => {
    const reader = await createReader("redir");
    const res = await call("/login", formInit({ _username: reader.username, _password: reader.password, redirectTo: "//evil.example" }));
    expect(res.headers.get("location")).toBe("/");
  });

  it("/register walks the e-mail step", async () => {
    expect(await html("/register")).toContain("REGISTER");
    const empty = await call("/register", formInit({ intent: "email", email: "" }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter an email or username.");
    const invalid = await call("/register", formInit({ intent: "email", email: "no-such-user" }));
    expect(await invalid.text()).toContain("Please enter a valid email.");
    const fresh = await call("/register", formInit({ intent: "email", email: "brand-new@example.org" }));
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('name="confirmation"');
    const reader = await createReader("known");
    const known = await call("/register", formInit({ intent: "email", email: reader.email }));
    expect(await known.text()).toContain('name="_password"');
    const mismatch = await call("/register", formInit({ intent: "create", email: "brand-new@example.org", password: "long enough", confirmation: "different!!" }));
    expect(await mismatch.text()).toContain("Your passwords do not match.");
  });

  it("/recover, /profile and /profile/activate answer for visitors", async () => {
    expect(await html("/recover")).toContain('name="email"');
    expect(await html("/profile")).toContain('href="/login?redirectTo=%2Fprofile"');
    expect(await html("/profile/activate")).toContain("Subscriber? Login here");
  });

  it("/profile cuts the username to 10 characters", async () => {
    const reader = await createReader("averylongname");
    const page = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain(`data-testid="profile-username">${reader.username.slice(0, 10)}</dd>`);
  });

  it("/logout clears the session and goes home", async () => {
    const reader = await createReader("bye");
    const res = await call("/logout", { headers: { cookie: reader.cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
  });
});
