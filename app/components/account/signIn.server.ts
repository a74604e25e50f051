import * as v from "valibot";
import { redirect } from "react-router";
import { accountTexts, LoginSchema } from "../../../machines/rules/account";
import type { AppContext } from "../../../workers/context";
import { authenticate } from "../../../workers/db/users";
import { startSession } from "../../../workers/services/session";
import { safeRedirect } from "../guide/safeRedirect";
import { firstMessage } from "./formData.server";

/**
 * Signs a reader in from a form (the /login page, the login overlay, the
 * register page's password step): on success a redirect carrying the new
 * session cookie; otherwise the message for the red alert.
 */
export async function signInFromForm(
  app: AppContext,
  form: Record<string, string>,
): Promise<Response | { ok: false; message: string; username: string; redirectTo: string }> {
  const username = (form._username ?? "").slice(0, 254);
  // Echoed back on failure, so a second try without JavaScript still lands where the reader was going.
  const redirectTo = safeRedirect(form.redirectTo, "/");
  const parsed = v.safeParse(LoginSchema, form);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.issues), username, redirectTo };
  const user = await authenticate(app.db, parsed.output._username, parsed.output._password);
  if (!user) return { ok: false, message: accountTexts.loginFailed, username, redirectTo };
  const cookie = await startSession(app.db, user.id);
  return redirect(redirectTo, { headers: { "set-cookie": cookie } });
}
