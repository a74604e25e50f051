import * as v from "valibot";
import { data, Form, Link } from "react-router";
import { accountTexts, EmailOrUsernameSchema, isValidEmail, NewPasswordSchema, CaptchaSchema, passwordProblem } from "../../../machines/rules/account";
import { appContext } from "../../../workers/context";
import { userExists } from "../../../workers/db/users";
import { AccountCard } from "../../components/account/AccountCard";
import { FinePrint } from "../../components/account/FinePrint";
import { firstMessage, formObject } from "../../components/account/formData.server";
import { LoginForm } from "../../components/account/LoginForm";
import { signInFromForm } from "../../components/account/signIn.server";
import accountCss from "../../styles/account.css?url";
import type { Route } from "./+types/register";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];

export function meta() {
  return [{ title: "Register | Artmagazine" }];
}

type Step =
  | { step: "email"; message?: string; email?: string }
  | { step: "signIn"; email: string; message?: string }
  | { step: "create"; email: string; message?: string };

/**
 * The e-mail step and what follows (spec 1 §4 "E-mail flow"): a known e-mail
 * or username leads to a password and sign-in; an unknown valid e-mail to the
 * create-password step; anything else to "Please enter a valid email.".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await formObject(request);
  const intent = form.intent ?? "email";

  if (intent === "signIn") {
    const result = await signInFromForm(app, form);
    if (result instanceof Response) return result;
    return data<Step>({ step: "signIn", email: result.username, message: result.message }, { status: 401 });
  }

  if (intent === "create") {
    const email = (form.email ?? "").trim();
    if (!isValidEmail(email)) return data<Step>({ step: "email", email, message: accountTexts.invalidEmail }, { status: 400 });
    const password = v.safeParse(NewPasswordSchema, form.password ?? "");
    if (!password.success) return data<Step>({ step: "create", email, message: firstMessage(password.issues) }, { status: 400 });
    const mismatch = passwordProblem(form.password ?? "", form.confirmation ?? "");
    if (mismatch) return data<Step>({ step: "create", email, message: mismatch }, { status: 400 });
    // No captcha can be verified until the accounts issue adds the captcha service: refuse, never trust.
    const captcha = v.safeParse(CaptchaSchema, form.g_recaptcha_response ?? "");
    return data<Step>({ step: "create", email, message: captcha.success ? accountTexts.captcha : firstMessage(captcha.issues) }, { status: 400 });
  }

  const parsed = v.safeParse(EmailOrUsernameSchema, form.email ?? "");
  if (!parsed.success) return data<Step>({ step: "email", message: firstMessage(parsed.issues) }, { status: 400 });
  const email = parsed.output;
  if (await userExists(app.db, email)) return { step: "signIn", email } satisfies Step;
  if (isValidEmail(email)) return { step: "create", email } satisfies Step;
  return data<Step>({ step: "email", email, message: accountTexts.invalidEmail }, { status: 400 });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const state: Step = actionData ?? { step: "email" };
  if (state.step === "signIn") {
    return (
      <AccountCard heading={accountTexts.signInHeading}>
        <p className="form__intro">Welcome back. Enter your password to sign in.</p>
        <LoginForm message={state.message} redirectTo="/profile" defaultUsername={state.email} />
      </AccountCard>
    );
  }
  return (
    <AccountCard heading={accountTexts.registerHeading}>
      {state.step === "email" ? (
        <Form method="post" className="form account-form" data-testid="register-page-form">
          <input type="hidden" name="intent" value="email" />
          <p className="form__intro">Create a free account to keep a myguide of shows to see and to manage your subscription.</p>
          {state.message && (
            <p className="alert alert--error" role="alert">
              {state.message}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="register-email">
              E-mail address or username
            </label>
            <input
              className="field__input"
              id="register-email"
              name="email"
              type="text"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={state.email}
              required
              maxLength={254}
              aria-invalid={state.message ? true : undefined}
            />
          </div>
          <button type="submit" className="button button--block">
            {accountTexts.continue}
          </button>
          <p className="form__aside">
            Already a member? <Link className="text-link" to="/login">Sign in here</Link>
          </p>
        </Form>
      ) : (
        <Form method="post" className="form account-form" data-testid="register-create-form">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="email" value={state.email} />
          <p className="form__intro">
            Create a password for <strong>{state.email}</strong>.
          </p>
          {state.message && (
            <p className="alert alert--error" role="alert">
              {state.message}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="register-password">
              Password
            </label>
            <input className="field__input" id="register-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={200} required />
            <p className="field__hint">At least 8 characters.</p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="register-confirmation">
              Confirm password
            </label>
            <input className="field__input" id="register-confirmation" name="confirmation" type="password" autoComplete="new-password" maxLength={200} required />
          </div>
          <div className="field account-captcha" data-captcha-slot>
            <p className="field__hint">The captcha challenge appears here once the captcha service is configured.</p>
          </div>
          <button type="submit" className="button button--block">
            Create account
          </button>
          <FinePrint />
        </Form>
      )}
    </AccountCard>
  );
}
