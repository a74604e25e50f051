import { data, redirect } from "react-router";
import * as v from "valibot";
import { AccountCard } from "#app/components/account/AccountCard";
import { RecoveryForm, RecoverySent } from "#app/components/account/RecoveryForm";
import { ResetPasswordForm } from "#app/components/account/ResetPasswordForm";
import { Link } from "#app/components/navigation/Link";
import { firstMessage, formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import accountCss from "#app/styles/account.css?url";
import { accountTexts, EmailSchema, NewPasswordSchema } from "#machines/rules/account/account";
import { captchaTokenFromForm } from "#machines/rules/account/captcha";
import { appContext } from "#workers/context";
import { captchaSetup } from "#workers/services/account/captchaSetup";
import { requestPasswordReset, resetPassword, resetTokenIsLive } from "#workers/services/account/recovery";
import { noticeCookie } from "#workers/services/http/notice";
import type { Route } from "./+types/recover";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

export function meta() {
  return [{ title: "Forgot your password | Artmagazine" }];
}

const PRIVATE = { "cache-control": "private, no-store" };

/** /recover: the recovery form; /recover?token=…: the reset link's new-password form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null)
    return data({ mode: "reset" as const, token, live: await resetTokenIsLive(app, token) }, { headers: PRIVATE });
  return data({ mode: "recover" as const, captcha: await captchaSetup(app) }, { headers: PRIVATE });
}

type Answer = { sent: true } | { errorMessage: string; email?: string };

/** The same checks and messages as POST /api/user/recover; a reset signs in and opens the profile. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await formObject(request);
  if (form.intent === "reset") {
    const password = v.safeParse(NewPasswordSchema, form.password ?? "");
    if (!password.success) return data<Answer>({ errorMessage: firstMessage(password.issues) }, { status: 400 });
    if (form.confirmation !== password.output)
      return data<Answer>({ errorMessage: accountTexts.passwordsDifferSignIn }, { status: 400 });
    const result = await resetPassword(app, request, form.token ?? "", password.output);
    if (!result.ok) return data<Answer>({ errorMessage: result.message }, { status: result.status });
    // Signed in, on the profile, which says the password was changed.
    const headers = new Headers(PRIVATE);
    headers.append("set-cookie", result.cookie);
    headers.append("set-cookie", noticeCookie(request, "password-changed"));
    return redirect("/profile", { headers });
  }
  const email = v.safeParse(EmailSchema, form.email ?? "");
  if (!email.success)
    return data<Answer>({ errorMessage: firstMessage(email.issues), email: form.email ?? "" }, { status: 400 });
  const result = await requestPasswordReset(app, request, email.output, captchaTokenFromForm(form));
  if (!result.ok) return data<Answer>({ errorMessage: result.message, email: email.output }, { status: result.status });
  return { sent: true } satisfies Answer;
}

export default function Recover({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  if (loaderData.mode === "reset") {
    return (
      <AccountCard heading={accountTexts.resetHeading}>
        {loaderData.live ? (
          <ResetPasswordForm
            token={loaderData.token}
            serverMessage={answer && "errorMessage" in answer ? answer.errorMessage : null}
          />
        ) : (
          <>
            <p className="alert alert--error" role="alert">
              {accountTexts.resetInvalid}
            </p>
            <p>
              <Link className="button" to="/recover">
                Ask for a new link
              </Link>
            </p>
          </>
        )}
      </AccountCard>
    );
  }
  return (
    <AccountCard heading="FORGOT YOUR PASSWORD">
      {answer && "sent" in answer ? (
        <RecoverySent />
      ) : (
        <RecoveryForm captcha={loaderData.captcha} server={answer && "errorMessage" in answer ? answer : undefined} />
      )}
    </AccountCard>
  );
}
