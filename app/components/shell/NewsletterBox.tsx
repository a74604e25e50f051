import { useCallback, useId } from "react";
import { Form } from "#app/components/navigation/Form";
import { lazyComponent } from "#app/lib/lazy";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { REGISTRATION_ORIGINS } from "#machines/rules/account/accountTexts";
import { isCaptchaShown, isRunning } from "#machines/rules/account/registrationView";

// The captcha shows once an e-mail is typed, so it loads then.
const CaptchaField = lazyComponent<{ onToken: (token: string) => void }>(
  () => import("#app/components/account/CaptchaField").then((m) => ({ default: m.CaptchaField })),
  { fallback: null },
);
const loadMachine = () => import("./newsletterActor").then((m) => m.newsletterMachine);

/** The /newsletter action's answer. */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; message: string };

/**
 * Footer newsletter box: the registration payload without a
 * password (POST /api/user/create, origin naming the footer), e-mail plus a
 * captcha that appears once an e-mail is typed. The form hides while the call
 * runs and a confirmation replaces it on success. Without JavaScript it posts
 * to /newsletter, which asks for the captcha on its own page. The machine
 * starts on the first keystroke; the field is left uncontrolled so nothing
 * typed before it runs is lost (its EMAIL_CHANGED events wait in the queue).
 */
export function NewsletterBox() {
  const id = useId();
  const actor = useLazyActor(loadMachine, () => ({
    input: { origin: REGISTRATION_ORIGINS.footer, withPassword: false },
  }));
  const registered = useLazySelector(actor, (s) => s.matches("registered"), false);
  const running = useLazySelector(actor, isRunning, false);
  const captchaShown = useLazySelector(actor, isCaptchaShown, false);
  const message = useLazySelector(actor, (s) => s.context.message, null);
  const registrationError = useLazySelector(actor, (s) => s.context.registrationError, null);
  const registrationMessage = useLazySelector(actor, (s) => s.context.registrationMessage, null);
  const captchaResets = useLazySelector(actor, (s) => s.context.captchaResets, 0);
  // The field starts from the machine's e-mail when it mounts again (after a failed call).
  const email = useLazySelector(actor, (s) => s.context.email, "");
  const onToken = useCallback(
    (token: string) => actor.send(token ? { type: "CAPTCHA_SOLVED", token } : { type: "CAPTCHA_EXPIRED" }),
    [actor],
  );
  const problem = registrationError ?? message;

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="label newsletter__label">
        Newsletter
      </h2>
      <p className="newsletter__pitch">Reviews, news and the week’s openings, delivered every Thursday.</p>
      {registered ? (
        <p className="alert alert--success" role="status" data-testid="newsletter-confirmation">
          {registrationMessage}
        </p>
      ) : running ? (
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
            defaultValue={email}
            onChange={(event) => actor.send({ type: "EMAIL_CHANGED", value: event.currentTarget.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            required
          />
          <button type="submit" className="button newsletter__submit">
            Sign up
          </button>
          {captchaShown && (
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
