import { useSelector } from "@xstate/react";
import { useCallback, useId } from "react";
import { fromPromise } from "xstate";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { useActorRef } from "#app/lib/actors";
import { recoveryMachine } from "#machines/recovery";
import { recoverySentText } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import { recover } from "./accountApi";
import { CaptchaField } from "./CaptchaField";

const send = fromPromise(({ input }: { input: { email: string; captchaToken: string } }) => recover(input));

/** The confirmation that replaces the recovery form. */
export function RecoverySent() {
  return (
    <p className="alert alert--success" role="status" data-testid="recovery-confirmation">
      {recoverySentText()}
    </p>
  );
}

/**
 * The password-recovery form: e-mail and captcha. A real form posting to
 * /recover; with JavaScript the recovery machine calls POST /api/user/recover
 * (silently not submitted without a captcha) and the confirmation replaces
 * the form.
 */
export function RecoveryForm({
  captcha,
  server,
}: {
  captcha?: CaptchaSetup | null;
  server?: { errorMessage?: string; email?: string };
}) {
  const id = useId();
  const actor = useActorRef(recoveryMachine.provide({ actors: { recover: send } }));
  const { errorMessage, captchaResets } = useSelector(actor, (s) => s.context);
  const sent = useSelector(actor, (s) => s.matches("sent"));
  const sending = useSelector(actor, (s) => s.matches("sending"));
  const onToken = useCallback(
    (token: string) => actor.send(token ? { type: "CAPTCHA_SOLVED", token } : { type: "CAPTCHA_EXPIRED" }),
    [actor],
  );
  if (sent) return <RecoverySent />;
  const shown = errorMessage ?? server?.errorMessage;
  return (
    <Form
      method="post"
      action="/recover"
      className="form account-form"
      data-testid="recover-form"
      // The spec's own messages rather than the browser's bubbles.
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "SUBMIT" });
      }}
    >
      <p className="form__intro">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <ErrorAlert message={shown} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          E-mail address
        </label>
        <input
          className="field__input"
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={server?.email}
          required
          maxLength={254}
          onChange={(event) => actor.send({ type: "EMAIL_CHANGED", value: event.currentTarget.value })}
          data-autofocus
        />
      </div>
      <CaptchaField key={captchaResets} setup={captchaResets === 0 ? captcha : null} onToken={onToken} />
      <button type="submit" className="button button--block" disabled={sending}>
        Send reset link
      </button>
      <p className="form__aside">
        Remembered it?{" "}
        <Link className="text-link" to="/login">
          Sign in
        </Link>
      </p>
    </Form>
  );
}
