import * as v from "valibot";
import { data, Form, Link } from "react-router";
import { accountTexts, CaptchaSchema, EmailSchema } from "../../../machines/rules/account";
import { AccountCard } from "../../components/account/AccountCard";
import { firstMessage, formObject } from "../../components/account/formData.server";
import accountCss from "../../styles/account.css?url";
import type { Route } from "./+types/recover";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];

export function meta() {
  return [{ title: "Forgot your password | Artmagazine" }];
}

/** Checks the e-mail and the captcha; sending the reset e-mail comes with the accounts issue's mail and captcha services. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formObject(request);
  const email = v.safeParse(EmailSchema, form.email ?? "");
  if (!email.success) return data({ errorMessage: firstMessage(email.issues), email: form.email ?? "" }, { status: 400 });
  const captcha = v.safeParse(CaptchaSchema, form.g_recaptcha_response ?? "");
  return data(
    { errorMessage: captcha.success ? accountTexts.captcha : firstMessage(captcha.issues), email: email.output },
    { status: 400 },
  );
}

export default function Recover({ actionData }: Route.ComponentProps) {
  return (
    <AccountCard heading="FORGOT YOUR PASSWORD">
      <Form method="post" className="form account-form" data-testid="recover-form">
        <p className="form__intro">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
        {actionData?.errorMessage && (
          <p className="alert alert--error" role="alert">
            {actionData.errorMessage}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor="recover-email">
            E-mail address
          </label>
          <input
            className="field__input"
            id="recover-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={actionData?.email}
            required
            maxLength={254}
          />
        </div>
        <div className="field account-captcha" data-captcha-slot>
          <p className="field__hint">The captcha challenge appears here once the captcha service is configured.</p>
        </div>
        <button type="submit" className="button button--block">
          Send reset link
        </button>
        <p className="form__aside">
          Remembered it? <Link className="text-link" to="/login">Sign in</Link>
        </p>
      </Form>
    </AccountCard>
  );
}
