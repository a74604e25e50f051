import { type MouseEvent, useEffect } from "react";
import { type LazyActor, useLazySelector } from "#app/lib/lazyActor";
import {
  buttonState,
  contextButtonState,
  progress,
  SCROLL_OFFSET_PX,
  SECTIONS,
  type SubscribeContext,
} from "#machines/rules/shop/subscribeForm";
import type { subscribeFormMachine } from "#machines/subscribeForm";

/** The form's machine, started on the reader's first use of the page (SubscribeForm). */
export type SubscribeActor = LazyActor<typeof subscribeFormMachine>;

/** Scrolls to a section of the form, 150 px below the top. */
export function scrollToSection(section: string) {
  const target = document.querySelector<HTMLElement>(`[data-section="${section}"]`);
  if (target)
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX,
      behavior: "smooth",
    });
}

/** The progress bar: how many of the four sections are complete. */
export function SubscribeProgress({
  actor,
  initial,
}: {
  actor: SubscribeActor /** The machine's initial context: shown until it starts. */;
  initial: SubscribeContext;
}) {
  const done = useLazySelector(actor, (s) => progress(s.context), progress(initial));
  return (
    <div className="subscribe-progress" aria-live="polite">
      <progress max={SECTIONS.length} value={done} aria-label="Sections complete" />
      <span data-testid="subscribe-progress">
        {done} of {SECTIONS.length} complete
      </span>
    </div>
  );
}

/**
 * The Subscribe button's three states: an incomplete click scrolls to the
 * first incomplete section with its message, a ready click submits and turns
 * processing, a click while processing alerts, and processing resets after 3 s.
 * A click before the machine runs waits for it, then submits if it turned processing.
 */
export function SubscribeButton({
  actor,
  initial,
  onIncomplete,
}: {
  actor: SubscribeActor;
  initial: SubscribeContext;
  onIncomplete?: () => void;
}) {
  const state = useLazySelector(actor, buttonState, contextButtonState(initial));
  const message = useLazySelector(actor, (s) => s.context.message, null);
  const alertText = useLazySelector(actor, (s) => s.context.alert, null);

  useEffect(() => {
    if (!alertText) return;
    window.alert(alertText);
    actor.send({ type: "ALERT_SHOWN" });
  }, [alertText, actor]);

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (!actor.started) {
      // The machine decides; the form submits once it has (processing), else the page points at what is missing.
      event.preventDefault();
      const button = event.currentTarget;
      void actor.start().then(
        () => subscribe(null, button),
        () => {},
      );
      return;
    }
    subscribe(event, event.currentTarget);
  }

  function subscribe(event: MouseEvent<HTMLButtonElement> | null, button: HTMLButtonElement) {
    const running = actor.getSnapshot();
    if (!running) return;
    const before = buttonState(running);
    actor.send({ type: "SUBSCRIBE" });
    if (before === "processing") return event?.preventDefault();
    const after = actor.getSnapshot();
    if (!after) return;
    if (buttonState(after) === "processing") {
      // A click the browser submits itself; one that waited for the machine submits now.
      if (!event) button.form?.requestSubmit(button);
      return;
    }
    event?.preventDefault();
    onIncomplete?.();
    if (after.context.scrollTo) scrollToSection(after.context.scrollTo);
  }

  return (
    <div className="subscribe-submit">
      {message && state === "incomplete" && (
        <p className="alert alert--error" role="alert" data-testid="subscribe-message">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="button button--accent"
        data-testid="subscribe-button"
        data-state={state}
        onClick={click}
      >
        Subscribe
      </button>
    </div>
  );
}
