import { redirect } from "react-router";
import * as v from "valibot";
import { firstMessage } from "#app/lib/formData.server";
import { LoginSchema } from "#machines/rules/account/account";
import { type CaptchaSetup, captchaTokenFromForm } from "#machines/rules/account/captcha";
import type { AccountService } from "#workers/services/account/accountService";
import { safeRedirectFor } from "#workers/services/http/safeRedirect";

export interface SignInFailure {
  ok: false;
  status: number;
  message: string;
  username: string;
  redirectTo: string;
  /** The account asks for a captcha: the form shows this one (a fresh challenge after every try). */
  captcha: CaptchaSetup | null;
}

/**
 * Signs a reader in from a form (the /login page, the register page's
 * password step): on success a redirect carrying the new session cookie;
 * otherwise the message for the red alert, as POST /login_check answers it.
 */
export async function signInFromForm(
  account: AccountService,
  request: Request,
  form: Record<string, string>,
): Promise<Response | SignInFailure> {
  const username = (form._username ?? "").slice(0, 254);
  // Echoed back on failure, so a second try without JavaScript still lands where the reader was going.
  const redirectTo = safeRedirectFor(request, form.redirectTo, "/");
  const parsed = v.safeParse(LoginSchema, form);
  if (!parsed.success)
    return { ok: false, status: 400, message: firstMessage(parsed.issues), username, redirectTo, captcha: null };
  const { _username, _password } = parsed.output;
  const result = await account.signIn(request, _username, _password, captchaTokenFromForm(form));
  if (!result.ok) {
    const captcha = result.captchaRequired ? await account.captchaSetup() : null;
    return { ok: false, status: result.status, message: result.message, username, redirectTo, captcha };
  }
  // A +myguide made before signing in: the show is added now if it is not in myguide yet.
  const add = /^\d{1,9}$/.test(form.myguideAdd ?? "") ? Number(form.myguideAdd) : null;
  if (add) await account.addToMyguide(result.user.id, add);
  return redirect(redirectTo, { headers: { "set-cookie": result.cookie, "cache-control": "private, no-store" } });
}
