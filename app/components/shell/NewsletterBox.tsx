import { useId } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_MESSAGES } from "../../../machines/rules/newsletter";

/** The /newsletter action's answer. */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; message: string };

/**
 * Footer newsletter box (spec 1 §2, §4): a real form posting to /newsletter.
 * With JavaScript a fetcher keeps the reader on the page; the form hides
 * while the call runs and a confirmation replaces it on success.
 */
export function NewsletterBox() {
  const fetcher = useFetcher<NewsletterAnswer>();
  const id = useId();
  const running = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="label newsletter__label">
        Newsletter
      </h2>
      <p className="newsletter__pitch">Reviews, news and the week’s openings, delivered every Thursday.</p>
      {answer?.ok ? (
        <p className="alert alert--success" role="status" data-testid="newsletter-confirmation">
          {answer.message}
        </p>
      ) : running ? (
        <p className="newsletter__running" role="status">
          Signing you up…
        </p>
      ) : (
        <fetcher.Form method="post" action="/newsletter" className="newsletter__form" noValidate>
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
            aria-invalid={answer && !answer.ok ? true : undefined}
            aria-describedby={answer && !answer.ok ? `${id}-error` : undefined}
            required
          />
          <button type="submit" className="button newsletter__submit">
            Sign up
          </button>
          {answer && !answer.ok && (
            <p id={`${id}-error`} className="field__error" role="alert" data-testid="newsletter-error">
              {answer.message || NEWSLETTER_MESSAGES.invalid}
            </p>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}
