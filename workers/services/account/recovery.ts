import { accountTexts } from "#machines/rules/account/account";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import type { AppContext } from "#workers/context";
import { consumePasswordReset, insertPasswordReset, isResetLive } from "#workers/db/passwordResets";
import { findUserById, findUserByLogin } from "#workers/db/users";
import { hashToken, randomToken } from "#workers/services/http/privateTokens";
import { queueMail } from "#workers/services/mail/mail";
import { guardAttempt, type Refusal } from "./accounts";
import { replacePassword } from "./passwordChange";
import { clientIp, LIMITS } from "./rateLimit";
import { startSession } from "./session";

/**
 * Password recovery (issue 3): POST /user/recover mails a single-use link
 * valid for one hour; the link's page sets a new password and signs in.
 */
export const RESET_TOKEN_MINUTES = 60;

/** The path of a reset link; the page at /recover shows the new-password form for it. */
export function resetPath(token: string): string {
  return `/recover?token=${encodeURIComponent(token)}`;
}

/**
 * Answers the same for known and unknown addresses, so the form tells no one
 * which e-mails have accounts; only a known one gets mail.
 */
export async function requestPasswordReset(
  app: AppContext,
  request: Request,
  email: string,
  captchaToken: string,
): Promise<{ ok: true } | Refusal> {
  const refused = await guardAttempt(
    app,
    request,
    [
      { key: `recover:ip:${clientIp(request)}`, limit: LIMITS.recoveryPerIp },
      { key: `recover:email:${email.toLowerCase()}`, limit: LIMITS.recoveryPerEmail },
    ],
    captchaToken,
  );
  if (refused) return refused;
  const user = await findUserByLogin(app.db, email);
  // A disabled account gets no link (it could not sign in with it); the answer stays the same.
  if (!user || user.disabled || user.email.toLowerCase() !== email.toLowerCase()) return { ok: true };
  await mailResetLink(app, user);
  return { ok: true };
}

/** Mails an account a fresh single-use reset link through the mail queue (the recovery form, and an admin's "send a recovery e-mail"). */
export async function mailResetLink(
  app: AppContext,
  user: { id: number; username: string; email: string },
): Promise<void> {
  const token = randomToken();
  const now = new Date();
  await insertPasswordReset(
    app.db,
    await hashToken(token),
    user.id,
    now,
    new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
  );
  const link = new URL(resetPath(token), app.config.baseUrl).toString();
  const mail = {
    to: user.email,
    subject: "Choose a new Artmagazine password",
    body: [
      `Hello ${user.username},`,
      "",
      "Someone asked to reset the password of your Artmagazine account. To choose a new one, open this link within one hour:",
      link,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
  try {
    // The queue's consumer sends it, with retries (mailDelivery.ts).
    await queueMail(app.env.MAIL_QUEUE, app.db, mail);
  } catch (error) {
    // The answer stays the one every address gets; the row waits in mail_outbox as 'queued'.
    console.error("mail: a reset mail could not be queued", error);
  }
}

export async function resetTokenIsLive(app: AppContext, token: string): Promise<boolean> {
  return token.length > 0 && token.length <= 128 && isResetLive(app.db, await hashToken(token), new Date());
}

/**
 * Uses the link once: sets the password, spends the account's other links and
 * ends all of its sessions, then signs in with a new one (the only one left).
 */
export async function resetPassword(
  app: AppContext,
  request: Request,
  token: string,
  password: string,
): Promise<{ ok: true; cookie: string } | Refusal> {
  const userId = token.length <= 128 ? await consumePasswordReset(app.db, await hashToken(token), new Date()) : null;
  if (userId === null) return { ok: false, status: 400, message: accountTexts.resetInvalid };
  if ((await findUserById(app.db, userId))?.disabled)
    return { ok: false, status: 403, message: REPORT_TEXTS.accountDisabled };
  await replacePassword(app, userId, password, null);
  return { ok: true, cookie: await startSession(app, request, userId) };
}
