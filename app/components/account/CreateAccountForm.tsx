import { useSelector } from "@xstate/react";
import { useCallback, useEffect } from "react";
import { useRevalidator } from "react-router";
import { fromPromise } from "xstate";
import { Form } from "#app/components/navigation/Form";
import { useActorRef } from "#app/lib/actors";
import { registrationMachine } from "#machines/registration";
import { accountTexts, REGISTRATION_ORIGINS } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import { createUser, login } from "./accountApi";
import { CaptchaField } from "./CaptchaField";
import { FinePrint } from "./FinePrint";
import { NewPasswordFields } from "./NewPasswordFields";

const register = fromPromise(({ input }: { input: Parameters<typeof createUser>[0] }) => createUser(input));
const signIn = fromPromise(async ({ input }: { input: { username: string; password: string } }) => {
  const answer = await login({ _username: input.username, _password: input.password, reload: false });
  if (!answer.ok) throw new Error("automatic sign-in refused");
});

/**
 * The create-password step: password, confirmation and the
 * captcha, checked live by the registration machine. A real form posting to
 * /register; with JavaScript POST /api/user/create, then the automatic
 * sign-in, and the confirmation replaces the form without a reload.
 */
export function CreateAccountForm({
  email,
  captcha,
  serverMessage,
}: {
  email: string;
  captcha?: CaptchaSetup | null;
  /** The action's message after a post without JavaScript. */
  serverMessage?: string | null;
}) {
  const revalidator = useRevalidator();
  const actor = useActorRef(registrationMachine.provide({ actors: { register, signIn } }), {
    input: { email, origin: REGISTRATION_ORIGINS.register },
  });
  const { password, confirmation, message, registrationError, registrationMessage, captchaResets } = useSelector(
    actor,
    (s) => s.context,
  );
  const registered = useSelector(actor, (s) => s.matches("registered"));
  const busy = useSelector(actor, (s) => s.matches("registering") || s.matches("signingIn"));
  const onToken = useCallback(
    (token: string) => actor.send(token ? { type: "CAPTCHA_SOLVED", token } : { type: "CAPTCHA_EXPIRED" }),
    [actor],
  );

  // Signed in now: the shell's header follows without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when registration completes
  useEffect(() => {
    if (registered) void revalidator.revalidate();
  }, [registered]);

  if (registered) {
    return (
      <p className="alert alert--success" role="status" data-testid="registration-confirmation">
        {registrationMessage ?? accountTexts.registered}
      </p>
    );
  }

  return (
    <Form
      method="post"
      action="/register"
      className="form account-form"
      data-testid="register-create-form"
      // The spec's own messages rather than the browser's bubbles.
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "SUBMIT" });
      }}
    >
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="email" value={email} />
      <p className="form__intro">
        Create a password for <strong>{email}</strong>.
      </p>
      {(registrationError ?? serverMessage) && (
        <p className="alert alert--error" role="alert" data-testid="registration-error">
          {registrationError ?? serverMessage}
        </p>
      )}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        message={message}
        onPassword={(value) => actor.send({ type: "PASSWORD_CHANGED", value })}
        onConfirmation={(value) => actor.send({ type: "CONFIRMATION_CHANGED", value })}
      />
      <CaptchaField key={captchaResets} setup={captchaResets === 0 ? captcha : null} onToken={onToken} />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
      <FinePrint />
    </Form>
  );
}
