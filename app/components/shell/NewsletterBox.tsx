import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useId } from "react";
import { Form } from "react-router";
import { fromPromise } from "xstate";
import { isCaptchaShown, isRunning, registrationMachine } from "../../../machines/registration";
import { REGISTRATION_ORIGINS } from "../../../machines/rules/account";
import { createUser } from "../account/accountApi";
import { CaptchaField } from "../account/CaptchaField";

/** The /newsletter action's answer. */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; message: string };

const register = fromPromise(({ input }: { input: Parameters<typeof createUser>[0] }) => createUser(input));

/**
 * Footer newsletter box (spec 1 §2, §4): the registration payload without a
 * password (POST /api/user/create, origin naming the footer), e-mail plus a
 * captcha that appears once an e-mail is typed. The form hides while the call
 * runs and a confirmation replaces it on success. Without JavaScript it posts
 * to /newsletter, which asks for the captcha on its own page.
 */
export function NewsletterBox() {
  const id = useId();
  const actor = useActorRef(registrationMachine.provide({ actors: { register } }), {
    input: { origin: REGISTRATION_ORIGINS.footer, withPassword: false },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { message, registrationError, registrationMessage, captchaResets } = snapshot.context;
  const onToken = useCallback((token: string) => actor.send(token ? { type: "CAPTCHA_SOLVED", token } : { type: "CAPTCHA_EXPIRED" }), [actor]);
  const problem = registrationError ?? message;

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="label newsletter__label">
        Newsletter
      </h2>
      <p className="newsletter__pitch">Reviews, news and the week’s openings, delivered every Thursday.</p>
      {snapshot.matches("registered") ? (
        <p className="alert alert--success" role="status" data-testid="newsletter-confirmation">
          {registrationMessage}
        </p>
      ) : isRunning(snapshot) ? (
        <p className="newsletter__running" role="status">
          Signing you up…
        </p>
      ) : (
        <Form
          method="post"
          action="/newsletter"
          className="newsletter__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "SUBMIT" });
          }}
        >
          <label htmlFor={`${id}-email`} className="visually-hidden">
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            className="field__input newsletter__input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your e-mail address"
            value={snapshot.context.email}
            onChange={(event) => actor.send({ type: "EMAIL_CHANGED", value: event.currentTarget.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            required
          />
          <button type="submit" className="button newsletter__submit">
            Sign up
          </button>
          {isCaptchaShown(snapshot) && (
            <div className="newsletter__captcha">
              <CaptchaField key={captchaResets} onToken={onToken} />
            </div>
          )}
          {problem && (
            <p id={`${id}-error`} className="field__error" role="alert" data-testid="newsletter-error">
              {problem}
            </p>
          )}
        </Form>
      )}
    </section>
  );
}
