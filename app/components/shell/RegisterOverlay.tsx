import { useId } from "react";
import { Form } from "react-router";
import { isIOS } from "../../lib/platform";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";

/**
 * The register overlay: heading REGISTER and the e-mail step of spec 1 §2
 * (one field for e-mail address or username, a continue button), a real
 * form to /register where the next step (password, or create account) follows.
 */
export function RegisterOverlay() {
  const overlay = useOverlayActor();
  const id = useId();
  return (
    <Dialog overlay="register" title="REGISTER" className="overlay--center" panelClassName={isIOS() ? "ios-fix" : undefined}>
      <Form method="post" action="/register" className="form register-form" data-testid="register-form">
        <p className="form__intro">Create a free account to keep a myguide of shows to see and to manage your subscription.</p>
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
            required
            data-autofocus
          />
        </div>
        <button type="submit" className="button button--block">
          Continue
        </button>
        <p className="form__aside">
          Already a member?{" "}
          <a
            href="/login"
            className="text-link"
            onClick={(event) => {
              event.preventDefault();
              overlay.send({ type: "OPEN", overlay: "login" });
            }}
          >
            Sign in here
          </a>
        </p>
      </Form>
    </Dialog>
  );
}
