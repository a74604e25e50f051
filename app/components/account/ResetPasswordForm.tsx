import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { accountTexts, passwordProblem } from "../../../machines/rules/account";

/**
 * The set-new-password form a reset link opens (password rules as
 * registration; the confirmation checked live while typing, in the sign-in
 * variant's words). Posts to /recover, whose action signs the reader in.
 */
export function ResetPasswordForm({ token, serverMessage }: { token: string; serverMessage?: string | null }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const busy = useNavigation().state === "submitting";
  const live = passwordProblem(password, confirmation, "signIn");
  return (
    <Form method="post" action="/recover" className="form account-form" data-testid="reset-form">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      {serverMessage && (
        <p className="alert alert--error" role="alert">
          {serverMessage}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          New password
        </label>
        <input
          className="field__input"
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={200}
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        <p className="field__hint">At least 8 characters.</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-confirmation`}>
          Confirm new password
        </label>
        <input
          className="field__input"
          id={`${id}-confirmation`}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
      </div>
      {live && (
        <p className="field__error" role="alert">
          {live}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={busy || live !== null}>
        {accountTexts.submit}
      </button>
    </Form>
  );
}
