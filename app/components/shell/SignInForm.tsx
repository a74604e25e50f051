import { useEffect, useId } from "react";
import { Link, useFetcher, useLocation } from "react-router";

/** Fine print of spec 1 §2 "Sign-in screen". */
export const SIGN_IN_FINE_PRINT =
  "By submitting, you agree to the privacy policy and terms of use, including mandatory arbitration and a class action waiver.";

/** A message from the /login action's answer, whatever its shape ({ message } or { error }). */
function failureMessage(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const record = data as Record<string, unknown>;
  if (record.ok === true) return null;
  const text = record.message ?? record.error ?? record.loginMessage;
  return typeof text === "string" && text ? text : null;
}

/**
 * The sign-in screen of spec 1 §2: heading SIGN IN, username-or-email and
 * password fields, Forgot your password, Submit, Register here and the fine
 * print. A real form posting _username and _password to /login; with
 * JavaScript it posts through a fetcher so the page stays, and the root
 * loader's revalidation tells the shell the reader is signed in.
 */
export function SignInForm({
  prompt,
  onRegister,
  onSubmitted,
}: {
  prompt?: string | null;
  /** With JavaScript, Register here switches to the register overlay. */
  onRegister?: () => void;
  /** Called with the action's answer once a submission finished. */
  onSubmitted?: (data: unknown) => void;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const id = useId();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? failureMessage(fetcher.data) : null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data !== undefined) onSubmitted?.(fetcher.data);
  }, [fetcher.state, fetcher.data, onSubmitted]);

  return (
    <fetcher.Form method="post" action="/login" className="form sign-in-form" data-testid="sign-in-form" aria-busy={busy}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {prompt && <p className="form__prompt">{prompt}</p>}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-username`}>
          Username or e-mail
        </label>
        <input
          className="field__input"
          id={`${id}-username`}
          name="_username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <input className="field__input" id={`${id}-password`} name="_password" type="password" autoComplete="current-password" required />
      </div>
      <p className="form__aside">
        <Link to="/recover" className="text-link">
          Forgot your password?
        </Link>
      </p>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? "Signing in…" : "Submit"}
      </button>
      <p className="form__aside">
        Not a member yet?{" "}
        <a
          href="/register"
          className="text-link"
          onClick={(event) => {
            if (!onRegister) return;
            event.preventDefault();
            onRegister();
          }}
        >
          Register here
        </a>
      </p>
      <p className="fine-print">
        {SIGN_IN_FINE_PRINT.split("privacy policy")[0]}
        <Link to="/privacy">privacy policy</Link> and <Link to="/terms">terms of use</Link>, including mandatory arbitration and a class action waiver.
      </p>
    </fetcher.Form>
  );
}
