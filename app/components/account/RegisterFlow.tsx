import { useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import { fromPromise } from "xstate";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { useActorRef } from "#app/lib/actors";
import { emailStepMachine } from "#machines/emailStep";
import { accountTexts } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import { searchUser } from "./accountApi";
import { CreateAccountForm } from "./CreateAccountForm";
import { SignInForm } from "./SignInForm";

/** Where the /register action left the reader, after a post without JavaScript. */
export type RegisterStep =
  | { step: "email"; message?: string; email?: string }
  | { step: "signIn"; email: string }
  | { step: "create"; email: string; message?: string; captcha?: CaptchaSetup }
  | { step: "registered"; message: string };

const search = fromPromise(({ input }: { input: { email: string } }) => searchUser(input.email));

/**
 * The e-mail step and what follows, for the
 * register overlay and the /register page: found → the sign-in password
 * step; not found and valid → the create-password step. With JavaScript the
 * e-mail-step machine drives it through GET /api/user/search; without, the
 * page's action answers `server` and this renders that step.
 */
export function RegisterFlow({ server, onSignIn }: { server?: RegisterStep; onSignIn?: () => void }) {
  const id = useId();
  const actor = useActorRef(emailStepMachine.provide({ actors: { searchUser: search } }));
  const snapshot = useSelector(actor, (s) => s);
  const { email, message } = snapshot.context;
  const box = useRef<HTMLDivElement>(null);
  const stepName = snapshot.matches("searched") ? JSON.stringify(snapshot.value) : "email";
  // Each new step puts the cursor in its first field, as the overlay does on opening.
  useEffect(() => {
    if (stepName !== "email") box.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [stepName]);

  const changeEmail = (
    <ChangeEmail
      email={email.trim()}
      onChange={() => {
        actor.send({ type: "CHANGE_EMAIL" });
      }}
    />
  );
  if (snapshot.matches({ searched: "found" })) {
    return (
      <div ref={box}>
        {changeEmail}
        <PasswordStep username={email.trim()} />
      </div>
    );
  }
  if (snapshot.matches({ searched: "notFound" })) {
    return (
      <div ref={box}>
        {changeEmail}
        <CreateAccountForm email={email.trim()} />
      </div>
    );
  }
  if (snapshot.matches("notSearched") && server && server.step !== "email") {
    if (server.step === "registered") {
      return (
        <p className="alert alert--success" role="status" data-testid="registration-confirmation">
          {server.message}
        </p>
      );
    }
    // Rendered by the page's action: "Change e-mail" is a link to a fresh e-mail step.
    const changeByLink = <ChangeEmail email={server.email} />;
    if (server.step === "signIn")
      return (
        <>
          {changeByLink}
          <PasswordStep username={server.email} />
        </>
      );
    return (
      <>
        {changeByLink}
        <CreateAccountForm email={server.email} captcha={server.captcha} serverMessage={server.message} />
      </>
    );
  }

  const shownMessage = message ?? (server?.step === "email" ? server.message : undefined);
  const searching = snapshot.matches("searching");
  return (
    <Form
      method="post"
      action="/register"
      className="form account-form register-form"
      data-testid="register-form"
      // The spec's own messages rather than the browser's bubbles.
      noValidate
      aria-busy={searching}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "SUBMIT" });
      }}
    >
      <input type="hidden" name="intent" value="email" />
      <p className="form__intro">
        Create a free account to keep a myguide of shows to see and to manage your subscription.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          E-mail address or username
        </label>
        <input
          className="field__input"
          id={`${id}-email`}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          defaultValue={email || (server?.step === "email" ? server.email : undefined)}
          onChange={(event) => actor.send({ type: "EMAIL_CHANGED", value: event.currentTarget.value })}
          aria-invalid={shownMessage ? true : undefined}
          aria-describedby={shownMessage ? `${id}-message` : undefined}
          data-autofocus
        />
        {shownMessage && (
          <p className="field__error" id={`${id}-message`} role="alert" data-testid="email-step-message">
            {shownMessage}
          </p>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={searching}>
        {accountTexts.continue}
      </button>
      <p className="form__aside">
        Already a member?{" "}
        {onSignIn ? (
          <a
            href="/login"
            className="text-link"
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            Sign in here
          </a>
        ) : (
          <Link className="text-link" to="/login">
            Sign in here
          </Link>
        )}
      </p>
    </Form>
  );
}

/**
 * The address the step is for, and "Change e-mail": back to the e-mail step with it kept
 * (the machine's CHANGE_EMAIL), or without JavaScript a link to a fresh one.
 */
function ChangeEmail({ email, onChange }: { email: string; onChange?: () => void }) {
  return (
    <p className="form__aside" data-testid="email-step-address">
      <strong>{email}</strong>{" "}
      <a
        href="/register"
        className="text-link"
        data-testid="change-email"
        onClick={(event) => {
          if (!onChange) return;
          event.preventDefault();
          onChange();
        }}
      >
        {accountTexts.changeEmail}
      </a>
    </p>
  );
}

/** The sign-in password step that follows a known e-mail or username. */
function PasswordStep({ username }: { username: string }) {
  return (
    <>
      <p className="form__intro">Welcome back. Enter your password to sign in.</p>
      <SignInForm defaultUsername={username} />
    </>
  );
}
