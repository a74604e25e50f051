import * as v from "valibot";
import { accountTexts, EmailSchema, NewPasswordSchema, UsernameSchema } from "#machines/rules/account/account";
import type { ProfileFormAnswer } from "#machines/rules/account/profileOverview";
import type { AppContext } from "#workers/context";
import { findUserById, updateUserField } from "#workers/db/users";
import { readCookie } from "#workers/services/http/cookies";
import { hashToken } from "#workers/services/http/privateTokens";
import { verifyPassword } from "./password";
import { replacePassword } from "./passwordChange";
import { refreshViewer, SESSION_COOKIE } from "./session";

/**
 * /profile changes (issue 3): e-mail and password need the current password;
 * the username refuses < and >. Each answers a message for the form.
 */
export type ProfileAnswer = ProfileFormAnswer;

function first(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? accountTexts.networkError;
}

async function currentPasswordMatches(app: AppContext, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(app.db, userId);
  return user !== null && password.length <= 200 && (await verifyPassword(password, user.passwordHash));
}

export async function changeProfile(
  app: AppContext,
  request: Request,
  userId: number,
  form: Record<string, string>,
): Promise<ProfileAnswer> {
  const intent = form.intent ?? "";
  const refuse = (message: string): ProfileAnswer => ({ ok: false, intent, message });
  if (intent === "username") {
    const name = v.safeParse(UsernameSchema, form.username ?? "");
    if (!name.success) return refuse(first(name.issues));
    if (!(await updateUserField(app.db, userId, "username", name.output))) return refuse(accountTexts.usernameTaken);
    await refreshViewer(app);
    return { ok: true, intent, message: accountTexts.usernameChanged };
  }
  if (intent === "email") {
    const email = v.safeParse(EmailSchema, form.email ?? "");
    if (!email.success) return refuse(first(email.issues));
    if (!(await currentPasswordMatches(app, userId, form.currentPassword ?? "")))
      return refuse(accountTexts.wrongCurrentPassword);
    if (!(await updateUserField(app.db, userId, "email", email.output))) return refuse(accountTexts.emailTaken);
    await refreshViewer(app);
    return { ok: true, intent, message: accountTexts.emailChanged };
  }
  if (intent === "password") {
    const password = v.safeParse(NewPasswordSchema, form.password ?? "");
    if (!password.success) return refuse(first(password.issues));
    if (form.confirmation !== password.output) return refuse(accountTexts.passwordsDiffer);
    if (!(await currentPasswordMatches(app, userId, form.currentPassword ?? "")))
      return refuse(accountTexts.wrongCurrentPassword);
    // Other devices signed in with the old password are signed out, and its reset links spent; this session stays.
    const token = readCookie(request, SESSION_COOKIE);
    await replacePassword(app, userId, password.output, token ? await hashToken(token) : null);
    return { ok: true, intent, message: accountTexts.passwordChanged };
  }
  return refuse("Please choose what to change.");
}
