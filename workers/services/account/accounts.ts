import { accountTexts, REGISTRATION_ORIGINS } from "#machines/rules/account/account";
import { captchaUnanswered } from "#machines/rules/account/captcha";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import type { AppContext } from "#workers/context";
import { addNewsletterSignup } from "#workers/db/newsletter";
import { recordSignIn } from "#workers/db/signIns";
import { findUserByLogin, insertUser, type UserRecord, userExists } from "#workers/db/users";
import { captchaFor } from "./captcha";
import { hashPassword, passwordMatches } from "./password";
import { allowAttempt, clientIp, hitCounts, LIMITS, recordFailure } from "./rateLimit";
import { startSession } from "./session";

/**
 * Sign-in and registration, shared by the /api calls and the page actions so
 * both answer the same messages.
 */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 403 | 429 | 503;
  message: string;
  /** The account had repeated failures: the next try must carry a completed captcha. */
  captchaRequired?: boolean;
};

export type SignInResult = { ok: true; user: UserRecord; cookie: string } | Refusal;

/**
 * Checks a username-or-e-mail and password. A wrong password and an unknown
 * user get the same message after the same work (a dummy hash is verified
 * for unknown users). Failures count per name as typed, per account it
 * names (so its e-mail and its username share one count) and per IP.
 *
 * Only an address is ever shut out (429). An account with repeated failures
 * asks for a completed captcha instead, so a stranger's wrong guesses can
 * slow its owner down but never lock them out.
 */
export async function signIn(
  app: AppContext,
  request: Request,
  login: string,
  password: string,
  captchaToken = "",
): Promise<SignInResult> {
  const account = await findUserByLogin(app.db, login);
  const accountKeys = [
    { key: `signin:account:${login.trim().toLowerCase()}`, limit: LIMITS.failedSignInPerAccount },
    ...(account ? [{ key: `signin:user:${account.id}`, limit: LIMITS.failedSignInPerAccount }] : []),
  ];
  const ipKey = { key: `signin:ip:${clientIp(request)}`, limit: LIMITS.failedSignInPerIp };
  const keys = [...accountKeys, ipKey];
  // One read of every count: the address's decides a 429, the account's whether the captcha is asked.
  const counts = await hitCounts(app.db, keys);
  const reached = (extra: number) => accountKeys.some((k, i) => (counts[i] ?? 0) + extra >= k.limit);
  if ((counts.at(-1) ?? 0) >= ipKey.limit) return { ok: false, status: 429, message: accountTexts.tooManyTries };
  if (reached(0)) {
    const solved =
      captchaToken !== "" &&
      (await captchaFor(app.config, app.db).verify(captchaToken, request.headers.get("cf-connecting-ip")));
    if (!solved) return { ok: false, status: 400, message: accountTexts.signInCaptcha, captchaRequired: true };
  }
  const user = await passwordMatches(account, password);
  if (!user) {
    await recordFailure(
      app.db,
      keys.map((k) => k.key),
    );
    // The failure that reaches the account's limit asks for the captcha on the next try at once.
    const captchaRequired = reached(1);
    return {
      ok: false,
      status: 401,
      message: accountTexts.loginFailed,
      ...(captchaRequired ? { captchaRequired } : {}),
    };
  }
  // Said only to whoever knows the password: a disabled account's name gives nothing away to guessers.
  if (user.disabled) return { ok: false, status: 403, message: REPORT_TEXTS.accountDisabled };
  const cookie = await startSession(app, request, user.id);
  await recordSignIn(app.db, user.id, new Date(), clientIp(request), request.headers.get("user-agent") ?? "");
  return { ok: true, user, cookie };
}

/** Counts one registration or recovery attempt and checks its captcha token. */
export async function guardAttempt(
  app: AppContext,
  request: Request,
  hits: readonly { key: string; limit: number }[],
  captchaToken: string,
): Promise<Refusal | null> {
  if (!(await allowAttempt(app.db, hits))) return { ok: false, status: 429, message: accountTexts.tooManyTries };
  if (captchaUnanswered(captchaToken)) return { ok: false, status: 400, message: accountTexts.captcha };
  if (!(await captchaFor(app.config, app.db).verify(captchaToken, request.headers.get("cf-connecting-ip"))))
    return { ok: false, status: 400, message: accountTexts.captchaWrong };
  return null;
}

/** A username from the e-mail's local part: letters, digits, dot, dash and underscore. */
function usernameFrom(email: string): string {
  const local = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9._-]/g, "").slice(0, 30);
  return local || "reader";
}

export interface Registration {
  email: string;
  password?: string;
  origin: string;
  captchaToken: string;
}

export type RegisterResult = { ok: true; message: string; userId: number | null } | Refusal;

/**
 * POST /user/create: with a password, a new account (e-mail unique,
 * case-insensitively; the username taken from the e-mail, made unique);
 * without one, the footer's newsletter sign-up, stored once per address.
 */
export async function register(app: AppContext, request: Request, input: Registration): Promise<RegisterResult> {
  const refused = await guardAttempt(
    app,
    request,
    [{ key: `register:ip:${clientIp(request)}`, limit: LIMITS.registrationPerIp }],
    input.captchaToken,
  );
  if (refused) return refused;
  if (input.password === undefined) {
    await addNewsletterSignup(app.db, input.email.toLowerCase(), input.origin || REGISTRATION_ORIGINS.footer);
    return { ok: true, message: accountTexts.newsletterConfirmed, userId: null };
  }
  const passwordHash = await hashPassword(input.password);
  const base = usernameFrom(input.email);
  for (const candidate of [
    base,
    `${base}${Math.floor(1000 + Math.random() * 9000)}`,
    `${base}-${crypto.randomUUID().slice(0, 8)}`,
  ]) {
    const userId = await insertUser(app.db, {
      username: candidate,
      email: input.email,
      passwordHash,
      origin: input.origin,
    });
    if (userId !== null) return { ok: true, message: accountTexts.registered, userId };
    if (await userExists(app.db, input.email)) return { ok: false, status: 400, message: accountTexts.emailTaken };
  }
  return { ok: false, status: 503, message: accountTexts.networkError };
}
