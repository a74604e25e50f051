import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { accountTexts } from "#machines/rules/account/account";
import { answerOf, freshIp, lastMail, solvedCaptcha, uniqueEmail, withinOneRateWindow } from "./account-helpers";
import { call, createReader, formInit, html, json } from "./guide-helpers";

// Attempts are counted in fixed 15-minute windows: each test makes all of its attempts in one.
beforeEach(() => withinOneRateWindow());

/** A form post from one client address, as a browser without JavaScript sends it. */
function post(fields: Record<string, string>, cookie?: string): RequestInit {
  const init = formInit(fields, cookie);
  return { ...init, headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": freshIp() } };
}

/** The offline captcha a page rendered: its challenge field and the answer to its question. */
function captchaOf(page: string): Record<string, string> {
  const challenge = /name="captcha_challenge" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const question = /<label[^>]*>(What is \w+ plus \w+\?)<\/label>/.exec(page)?.[1] ?? "";
  return { captcha_challenge: challenge, captcha_answer: answerOf(question) };
}

describe("/login without JavaScript", () => {
  it("shows the sign-in screen", { timeout: 20_000 }, async () => {
    const page = await html("/login");
    for (const text of [
      "SIGN IN",
      "Username or email",
      "Password",
      "Forgot your password",
      ">Submit<",
      "Register here",
      "mandatory arbitration",
      "class action waiver",
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain('href="/recover"');
    expect(page).toContain('method="post"');
  });

  it("signs in for real and redirects with the session cookie", async () => {
    const reader = await createReader("form");
    const res = await call(
      "/login",
      post({ _username: reader.email, _password: reader.password, redirectTo: "/profile" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const profile = await html("/profile", 200, { headers: { cookie } });
    expect(profile).toContain(reader.username.slice(0, 10));
    expect(profile).toContain(reader.email);
  });

  it("answers 401 with the red alert for a wrong password, keeping the destination", async () => {
    const res = await call(
      "/login",
      post({ _username: "nobody-at-all", _password: "wrong password", redirectTo: "/artguide/myguide" }),
    );
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain("You have entered an invalid username or password. Please try again.");
    expect(page).toContain('name="redirectTo" value="/artguide/myguide"');
  });

  it("asks for the captcha after 5 failed tries for one account", async () => {
    const reader = await createReader("pagelimit");
    for (let i = 0; i < 5; i++) await call("/login", post({ _username: reader.username, _password: "wrong password" }));
    const res = await call("/login", post({ _username: reader.username, _password: reader.password }));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(accountTexts.signInCaptcha);
    expect(page).toContain('data-testid="captcha"');
  });

  it("refuses an off-site redirect", async () => {
    const reader = await createReader("redir");
    const res = await call(
      "/login",
      post({ _username: reader.username, _password: reader.password, redirectTo: "//evil.example" }),
    );
    expect(res.headers.get("location")).toBe("/");
  });
});

describe("/register without JavaScript", () => {
  it("walks the e-mail step with the spec's messages", async () => {
    expect(await html("/register")).toContain("REGISTER");
    const empty = await call("/register", post({ intent: "email", email: "" }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter an email or username.");
    const invalid = await call("/register", post({ intent: "email", email: "no-such-user" }));
    expect(await invalid.text()).toContain("Please enter a valid email.");
    const reader = await createReader("known");
    const known = await call("/register", post({ intent: "email", email: reader.email }));
    const knownPage = await known.text();
    expect(knownPage).toContain('name="_password"');
    expect(knownPage).toContain(`value="${reader.email}"`);
    // A way back: "Change e-mail" leads to a fresh e-mail step.
    expect(knownPage).toMatch(/<a href="\/register"[^>]*data-testid="change-email"[^>]*>Change e-mail<\/a>/);
  });

  it("creates the account through the create-password step and its captcha, and signs in", async () => {
    const email = uniqueEmail("nojs");
    const step = await call("/register", post({ intent: "email", email }));
    expect(step.status).toBe(200);
    const page = await step.text();
    expect(page).toContain('name="confirmation"');
    expect(page).toMatch(/What is \w+ plus \w+\?/);

    const mismatch = await call(
      "/register",
      post({ intent: "create", email, password: "long enough", confirmation: "different!!", ...captchaOf(page) }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Your passwords do not match.");
    const short = await call(
      "/register",
      post({ intent: "create", email, password: "short", confirmation: "short", ...captchaOf(page) }),
    );
    expect(await short.text()).toContain("Your password must be at least 8 characters long.");
    const noCaptcha = await call(
      "/register",
      post({ intent: "create", email, password: "long enough", confirmation: "long enough" }),
    );
    expect(await noCaptcha.text()).toContain("Please complete the captcha challenge.");

    const done = await call(
      "/register",
      post({ intent: "create", email, password: "long enough", confirmation: "long enough", ...captchaOf(page) }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Thank you for registering. You are now signed in.");
    const cookie = done.headers.get("set-cookie")!.split(";")[0]!;
    expect(await json("/api/token_check", 200, { headers: { cookie } })).toMatchObject({ ok: true, data: { email } });
  });
});

describe("/recover and the reset link", () => {
  it("sends the link without JavaScript, and the link sets a new password once and signs in", async () => {
    const reader = await createReader("reset");
    const form = await html("/recover");
    const sent = await call("/recover", post({ email: reader.email, ...captchaOf(form) }));
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("A confirmation e-mail has been sent.");
    const link = new URL(/http\S+/.exec((await lastMail(reader.email))!.body)![0]);
    const token = link.searchParams.get("token")!;

    const resetPage = await html(`${link.pathname}${link.search}`);
    expect(resetPage).toContain("CHOOSE A NEW PASSWORD");
    const mismatch = await call(
      "/recover",
      post({ intent: "reset", token, password: "brand new pass", confirmation: "brand new pasX" }),
    );
    expect(await mismatch.text()).toContain("The passwords do not match.");
    const done = await call(
      "/recover",
      post({ intent: "reset", token, password: "brand new pass", confirmation: "brand new pass" }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/profile");
    const [cookie = "", notice = ""] = done.headers.getSetCookie().map((c) => c.split(";")[0]!);
    expect(await json("/api/token_check", 200, { headers: { cookie } })).toMatchObject({ ok: true });
    // The profile it lands on says the password was changed, once.
    const profile = await call("/profile", { headers: { cookie: `${cookie}; ${notice}` } });
    expect(await profile.text()).toContain("Your password has been changed.");
    expect(profile.headers.getSetCookie().some((c) => /^notice=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await html("/profile", 200, { headers: { cookie } })).not.toContain("Your password has been changed.");
    // The old session is gone, the new password works, the link is spent.
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toEqual({ ok: false });
    await json("/api/login_check", 200, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ _username: reader.email, _password: "brand new pass" }),
    });
    const again = await call(
      "/recover",
      post({ intent: "reset", token, password: "another pass", confirmation: "another pass" }),
    );
    expect(again.status).toBe(400);
    expect(await html(`${link.pathname}${link.search}`)).toContain(
      "This password reset link has expired or was already used.",
    );
  });

  it("refuses an expired link", async () => {
    const reader = await createReader("expired");
    await json("/api/user/recover", 200, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
    });
    const token = new URL(/http\S+/.exec((await lastMail(reader.email))!.body)![0]).searchParams.get("token")!;
    await env.DB.prepare("UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1")
      .bind(reader.id)
      .run();
    const res = await call(
      "/recover",
      post({ intent: "reset", token, password: "brand new pass", confirmation: "brand new pass" }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This password reset link has expired or was already used.");
  });

  it("answers the captcha message without a captcha", async () => {
    const res = await call("/recover", post({ email: "someone@example.org" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please complete the captcha challenge.");
  });
});

describe("/profile", () => {
  it("asks visitors to sign in", async () => {
    expect(await html("/profile")).toContain('href="/login?redirectTo=%2Fprofile"');
  });

  it("shows the username cut to 10 characters, the e-mail and the subscription status", async () => {
    const reader = await createReader("averylongname");
    const page = await html("/profile", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain(`data-testid="profile-username">${reader.username.slice(0, 10)}</dd>`);
    expect(page).toContain("No subscription on this account");
    const subscriber = await html("/profile", 200, { headers: { cookie: "session=seed-subscriber-session" } });
    // The plan by its title, never its code.
    expect(subscriber).toMatch(/Active until \w+ \d+, \d{4}: 2 years \(20 issues\)/);
    expect(/data-testid="profile-subscription">([^<]*)</.exec(subscriber)?.[1]).not.toContain("P2Y");
  });

  it("changes the username, refusing < and >", async () => {
    const reader = await createReader("rename");
    const refused = await call("/profile", post({ intent: "username", username: "Ann <b>" }, reader.cookie));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The characters &lt;&gt; are not allowed.");
    const renamed = `Renamed${reader.id}`;
    expect((await call("/profile", post({ intent: "username", username: renamed }, reader.cookie))).status).toBe(200);
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toMatchObject({
      data: { username: renamed },
    });
  });

  it("changes the e-mail with the current password, refusing one already used", async () => {
    const reader = await createReader("mover");
    const other = await createReader("taken");
    const wrong = await call(
      "/profile",
      post({ intent: "email", email: uniqueEmail("moved"), currentPassword: "not it" }, reader.cookie),
    );
    expect(await wrong.text()).toContain("Your current password is not correct.");
    const taken = await call(
      "/profile",
      post({ intent: "email", email: other.email.toUpperCase(), currentPassword: reader.password }, reader.cookie),
    );
    expect(await taken.text()).toContain("An account with this e-mail already exists.");
    const moved = uniqueEmail("moved");
    const ok = await call(
      "/profile",
      post({ intent: "email", email: moved, currentPassword: reader.password }, reader.cookie),
    );
    expect(await ok.text()).toContain("Your e-mail address has been changed.");
    expect(await json("/api/token_check", 200, { headers: { cookie: reader.cookie } })).toMatchObject({
      data: { email: moved },
    });
  });

  it("changes the password with the current one", async () => {
    const reader = await createReader("newpass");
    const mismatch = await call(
      "/profile",
      post(
        { intent: "password", currentPassword: reader.password, password: "brand new pass", confirmation: "x" },
        reader.cookie,
      ),
    );
    expect(await mismatch.text()).toContain("Your passwords do not match.");
    const ok = await call(
      "/profile",
      post(
        {
          intent: "password",
          currentPassword: reader.password,
          password: "brand new pass",
          confirmation: "brand new pass",
        },
        reader.cookie,
      ),
    );
    expect(await ok.text()).toContain("Your password has been changed.");
    await json("/api/login_check", 200, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ _username: reader.username, _password: "brand new pass" }),
    });
  });
});

describe("/profile/activate", () => {
  it("asks visitors to sign in with 'Subscriber? Login here'", async () => {
    expect(await html("/profile/activate")).toContain("Subscriber? Login here");
  });

  it("links a print subscription by account number and postcode", async () => {
    const reader = await createReader("printsub");
    const number = `T${reader.id}`;
    await env.DB.prepare(
      "INSERT INTO print_accounts (account_number, postcode, plan_id, ends_at) VALUES (?1, 'SW1A 1AA', 'P2Y-ITNL', '2030-01-01T00:00:00Z')",
    )
      .bind(number)
      .run();
    const empty = await call("/profile/activate", post({ accountNumber: "", postcode: "" }, reader.cookie));
    expect(await empty.text()).toContain("Please enter your account number and postcode.");
    const wrong = await call("/profile/activate", post({ accountNumber: number, postcode: "00000" }, reader.cookie));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("We could not find a subscription with this account number and postcode.");
    const ok = await call(
      "/profile/activate",
      post({ accountNumber: number.toLowerCase(), postcode: "sw1a1aa" }, reader.cookie),
    );
    expect(await ok.text()).toContain("Your subscriber access is active");
    expect(await html("/profile", 200, { headers: { cookie: reader.cookie } })).toContain(
      "Active until January 1, 2030: 2 years (20 issues)",
    );
    // Another reader cannot take the same subscription.
    const other = await createReader("thief");
    const taken = await call("/profile/activate", post({ accountNumber: number, postcode: "SW1A 1AA" }, other.cookie));
    expect(taken.status).toBe(400);
  });
});

describe("the shell's account links", () => {
  it("show 'Subscriber? Login here' signed out and 'Subscriber? Activate your access' signed in", async () => {
    expect(await html("/contact")).toContain("Subscriber? Login here");
    const reader = await createReader("links");
    const page = await html("/contact", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain("Subscriber? Activate your access");
    expect(page).not.toContain("Subscriber? Login here");
  });
});

describe("the page answering a form shows the header after the action (no JavaScript)", () => {
  const signedIn = (page: string) =>
    page.includes('data-state="signed-in"') && !page.includes('data-state="signed-out"');

  it("registering: the page that says 'You are now signed in.' has the signed-in header", async () => {
    const email = uniqueEmail("header");
    const page = await (await call("/register", post({ intent: "email", email }))).text();
    const done = await call(
      "/register",
      post({ intent: "create", email, password: "long enough", confirmation: "long enough", ...captchaOf(page) }),
    );
    const answered = await done.text();
    expect(answered).toContain("You are now signed in.");
    expect(signedIn(answered)).toBe(true);
    expect(answered).not.toContain('data-testid="account-signin"');
    expect(answered).toContain('data-testid="account-signout"');
    expect(done.headers.get("cache-control")).toContain("private");
  });

  it("a new username shows in the header of the page that confirms it", async () => {
    const reader = await createReader("oldname");
    const renamed = `New${reader.id}`;
    const answered = await (
      await call("/profile", post({ intent: "username", username: renamed }, reader.cookie))
    ).text();
    expect(answered).toContain("Your username has been changed.");
    // The header's username link (its label after the person icon drawn for phones).
    expect(answered).toMatch(
      new RegExp(
        `title="${renamed}" data-testid="account-username"[^>]*>(?:(?!</a>).)*>${renamed.slice(0, 10)}</span>`,
      ),
    );
    expect(answered).not.toContain(`title="${reader.username}"`);
  });

  it("activating a print subscription: the page that confirms it no longer offers 'Activate your access'", async () => {
    const reader = await createReader("activator");
    const number = `H${reader.id}`;
    await env.DB.prepare(
      "INSERT INTO print_accounts (account_number, postcode, plan_id, ends_at) VALUES (?1, '10001', 'P2Y-US', '2030-01-01T00:00:00Z')",
    )
      .bind(number)
      .run();
    const answered = await (
      await call("/profile/activate", post({ accountNumber: number, postcode: "10001" }, reader.cookie))
    ).text();
    expect(answered).toContain("Your subscriber access is active");
    expect(answered).not.toContain('data-testid="account-activate"');
    expect(answered).toContain('data-variant="gift"');
  });
});

describe("/newsletter without JavaScript", () => {
  it("asks for the captcha, then stores the address once", async () => {
    const email = uniqueEmail("letter");
    // From the footer (no captcha there without JavaScript): the next step, not an error.
    const first = await call("/newsletter", post({ email }));
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain("One more step: answer the question below to finish signing up.");
    expect(page).not.toContain('data-testid="newsletter-error"');
    // On this page, the captcha left empty is asked for.
    const unanswered = await call("/newsletter", post({ email, ...captchaOf(page), captcha_answer: "" }));
    expect(await unanswered.text()).toContain("Please complete the captcha challenge.");
    const done = await call("/newsletter", post({ email, ...captchaOf(page) }));
    expect(await done.text()).toContain("Thank you for signing up.");
    const invalid = await call("/newsletter", post({ email: "nope" }));
    expect(await invalid.text()).toContain("Please enter a valid email.");
  });
});
