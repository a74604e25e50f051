import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useLocation, useRevalidator } from "react-router";
import { fromPromise } from "xstate";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { useActorRef } from "#app/lib/actors";
import { accountTexts } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import { signInMachine } from "#machines/signIn";
import { login } from "./accountApi";
import { CaptchaField } from "./CaptchaField";
import { FinePrint } from "./FinePrint";

/**
 * The sign-in screen as the overlays show it: heading SIGN IN
 * (the dialog's), username-or-email and password fields, Forgot your
 * password, Submit, Register here and the fine print. A real form posting
 * _username and _password to /login; with JavaScript the sign-in machine
 * calls POST /api/login_check instead and, once signed in, the page reloads
 * (the payload's reload flag) or, with `reload={false}`, the shell refreshes.
 */
export function SignInForm({
  prompt,
  onRegister,
  onSignedIn,
  defaultUsername = "",
  reload = true,
  redirectTo,
  serverMessage,
  serverCaptcha = null,
  myguideAdd = "",
}: {
  prompt?: string | null;
  /** With JavaScript, Register here switches to the register overlay. */
  onRegister?: () => void;
  /** Told once the reader is signed in (the login overlay closes 200 ms later). */
  onSignedIn?: () => void;
  defaultUsername?: string;
  reload?: boolean;
  /** The /login page goes on to where the reader was going instead of reloading itself. */
  redirectTo?: string;
  /** The /login action's message after a post without JavaScript. */
  serverMessage?: string | null;
  /** The /login action's captcha when the account asks for one (after repeated failures). */
  serverCaptcha?: CaptchaSetup | null;
  /** The show a +myguide asked for before sign-in, added once signed in (the /login page without JavaScript). */
  myguideAdd?: string;
}) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const id = useId();
  const actor = useActorRef(
    signInMachine.provide({
      actors: { login: fromLogin },
      actions: {
        announceSignedIn: () => {
          onSignedIn?.();
          if (!reload) void revalidator.revalidate();
        },
        reloadPage: () => (redirectTo ? window.location.assign(redirectTo) : window.location.reload()),
      },
    }),
    { input: { reload, username: defaultUsername, captchaRequired: serverCaptcha !== null } },
  );
  const {
    username,
    password,
    loginMessage: machineMessage,
    captchaRequired,
    captchaRound,
  } = useSelector(actor, (s) => s.context);
  const loginMessage = machineMessage ?? serverMessage;
  const busy = useSelector(actor, (s) => !s.matches("idle"));

  return (
    <Form
      method="post"
      action="/login"
      className="form sign-in-form"
      data-testid="sign-in-form"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "SUBMIT" });
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {myguideAdd && <input type="hidden" name="myguideAdd" value={myguideAdd} />}
      {prompt && <p className="form__prompt">{prompt}</p>}
      <ErrorAlert message={loginMessage} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-username`}>
          {accountTexts.usernameOrEmail}
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
          maxLength={254}
          aria-invalid={loginMessage ? true : undefined}
          value={username}
          onChange={(event) => actor.send({ type: "USERNAME_CHANGED", value: event.currentTarget.value })}
          data-autofocus={defaultUsername ? undefined : true}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {accountTexts.password}
        </label>
        <input
          className="field__input"
          id={`${id}-password`}
          name="_password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          aria-invalid={loginMessage ? true : undefined}
          value={password}
          onChange={(event) => actor.send({ type: "PASSWORD_CHANGED", value: event.currentTarget.value })}
          data-autofocus={defaultUsername ? true : undefined}
        />
      </div>
      {captchaRequired && (
        <CaptchaField
          key={captchaRound}
          setup={captchaRound === 0 ? serverCaptcha : null}
          onToken={(token) => actor.send({ type: "CAPTCHA_CHANGED", token })}
        />
      )}
      <p className="form__aside">
        <Link to="/recover" className="text-link">
          {accountTexts.forgotPassword}
        </Link>
      </p>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? "Signing in…" : accountTexts.submit}
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
          {accountTexts.registerHere}
        </a>
      </p>
      <FinePrint />
    </Form>
  );
}

const fromLogin = fromPromise(({ input }: { input: Parameters<typeof login>[0] }) => login(input));
