import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { freshIp, lastMail, solvedCaptcha, withinOneRateWindow } from "./account-helpers";
import { call, createReader, formInit, html, json, type TestReader } from "./guide-helpers";

// Reset requests are counted in fixed 15-minute windows: each test makes all of its requests in one.
beforeEach(() => withinOneRateWindow());

const EXPIRED = "This password reset link has expired or was already used.";

/** A form post from one client address, as a browser without JavaScript sends it. */
function post(fields: Record<string, string>, cookie?: string): RequestInit {
  const init = formInit(fields, cookie);
  return { ...init, headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": freshIp() } };
}

/** Asks for a reset link (POST /api/user/recover) and answers the token it mailed. */
async function resetToken(reader: TestReader): Promise<string> {
  await json("/api/user/recover", 200, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    body: JSON.stringify({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
  });
  return new URL(/http\S+/.exec((await lastMail(reader.email))!.body)![0]).searchParams.get("token")!;
}

const useLink = (token: string, password: string) =>
  call("/recover", post({ intent: "reset", token, password, confirmation: password }));

/** Another sign-in of the same account (another device): its session cookie. */
async function signInAgain(reader: TestReader, password = reader.password): Promise<string> {
  const res = await call("/login", post({ _username: reader.username, _password: password, redirectTo: "/profile" }));
  expect(res.status).toBe(302);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function signedIn(cookie: string): Promise<boolean> {
  return (await json<{ ok: boolean }>("/api/token_check", 200, { headers: { cookie } })).ok;
}

describe("a completed reset ends the account's other links and sessions", () => {
  it("of two links, the second answers as spent once the first set a password", async () => {
    const reader = await createReader("twolinks");
    const first = await resetToken(reader);
    const second = await resetToken(reader);
    expect(second).not.toBe(first);
    expect(await html(`/recover?token=${second}`)).not.toContain(EXPIRED);

    expect((await useLink(first, "first new pass")).status).toBe(302);
    expect(await html(`/recover?token=${second}`)).toContain(EXPIRED);
    const refused = await useLink(second, "second new pass");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(EXPIRED);
    // The first link's password is the one that holds.
    await signInAgain(reader, "first new pass");
  });

  it("signs out every session of the account; only the reset's own sign-in stays", async () => {
    const reader = await createReader("resetout");
    const other = await signInAgain(reader);
    expect(await signedIn(reader.cookie)).toBe(true);
    expect(await signedIn(other)).toBe(true);

    const done = await useLink(await resetToken(reader), "brand new pass");
    expect(done.status).toBe(302);
    const fresh = done.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(await signedIn(reader.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(fresh)).toBe(true);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?1")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });
});

describe("a password change on the profile ends the account's links and other sessions", () => {
  it("signs out the other sign-in, spends the outstanding link, and keeps the session that changed it", async () => {
    const reader = await createReader("changeout");
    const other = await signInAgain(reader);
    const token = await resetToken(reader);

    const changed = await call(
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
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your password has been changed.");
    expect(await signedIn(reader.cookie)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await html(`/recover?token=${token}`)).toContain(EXPIRED);
    expect((await useLink(token, "someone else's")).status).toBe(400);
  });
});
