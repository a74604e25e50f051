import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "#app/components/navigation/Form";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { accountTexts, passwordProblem } from "#machines/rules/account/account";
import { NewPasswordFields } from "./NewPasswordFields";

/**
 * The set-new-password form a reset link opens (password rules as
 * registration; the confirmation checked live while typing, in the sign-in
 * variant's words). Posts to /recover, whose action signs the reader in.
 */
export function ResetPasswordForm({ token, serverMessage }: { token: string; serverMessage?: string | null }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const busy = useNavigation().state === "submitting";
  const live = passwordProblem(password, confirmation, "signIn");
  return (
    <Form method="post" action="/recover" className="form account-form" data-testid="reset-form">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <ErrorAlert message={serverMessage} />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        message={live}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        labels={{ password: "New password", confirmation: "Confirm new password" }}
      />
      <button type="submit" className="button button--block" disabled={busy || live !== null}>
        {accountTexts.submit}
      </button>
    </Form>
  );
}
