import { Form, Link, useNavigation } from "react-router";
import { accountTexts } from "../../../machines/rules/account";
import { FinePrint } from "./FinePrint";

/**
 * The sign-in screen's form (spec 1 §2): username-or-email, password, Forgot
 * your password, Submit, Register here, fine print. A plain form posting to
 * the /login action, so it works without JavaScript; the error is the
 * action's answer, shown in a red alert above the fields.
 */
export function LoginForm({
  message,
  prompt,
  redirectTo,
  defaultUsername = "",
}: {
  message?: string | null;
  prompt?: string | null;
  redirectTo: string;
  defaultUsername?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/login") === true;
  return (
    <Form method="post" action="/login" className="form account-form" data-testid="login-page-form">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {prompt && <p className="form__prompt">{prompt}</p>}
      {message && (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="login-username">
          {accountTexts.usernameOrEmail}
        </label>
        <input
          className="field__input"
          id="login-username"
          name="_username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultUsername}
          required
          maxLength={254}
          aria-invalid={message ? true : undefined}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="login-password">
          {accountTexts.password}
        </label>
        <input
          className="field__input"
          id="login-password"
          name="_password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={message ? true : undefined}
        />
      </div>
      <p className="form__aside">
        <Link to="/recover" className="text-link">
          {accountTexts.forgotPassword}
        </Link>
      </p>
      <button type="submit" className="button button--block" disabled={busy}>
        {accountTexts.submit}
      </button>
      <p className="form__aside">
        Not a member yet?{" "}
        <Link to="/register" className="text-link">
          {accountTexts.registerHere}
        </Link>
      </p>
      <FinePrint />
    </Form>
  );
}
