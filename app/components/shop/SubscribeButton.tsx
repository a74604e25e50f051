import { useSelector } from "@xstate/react";
import { useEffect, type MouseEvent } from "react";
import type { ActorRefFrom } from "xstate";
import { SCROLL_OFFSET_PX, SECTIONS } from "../../../machines/rules/subscribeForm";
import { buttonState, progress, type subscribeFormMachine } from "../../../machines/subscribeForm";

export type SubscribeActor = ActorRefFrom<typeof subscribeFormMachine>;

/** Scrolls to a section of the form, 150 px below the top (spec 1 §4, §5). */
export function scrollToSection(section: string) {
  const target = document.querySelector<HTMLElement>(`[data-section="${section}"]`);
  if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: "smooth" });
}

/** The progress bar: how many of the four sections are complete. */
export function SubscribeProgress({ actor }: { actor: SubscribeActor }) {
  const done = useSelector(actor, (s) => progress(s.context));
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
 */
export function SubscribeButton({ actor, onIncomplete }: { actor: SubscribeActor; onIncomplete?: () => void }) {
  const state = useSelector(actor, buttonState);
  const message = useSelector(actor, (s) => s.context.message);
  const alertText = useSelector(actor, (s) => s.context.alert);

  useEffect(() => {
    if (!alertText) return;
    window.alert(alertText);
    actor.send({ type: "ALERT_SHOWN" });
  }, [alertText, actor]);

  function click(event: MouseEvent<HTMLButtonElement>) {
    const before = buttonState(actor.getSnapshot());
    actor.send({ type: "SUBSCRIBE" });
    if (before === "processing") return event.preventDefault();
    const after = actor.getSnapshot();
    if (buttonState(after) === "processing") return; // the form submits
    event.preventDefault();
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
      <button type="submit" className="button button--accent" data-testid="subscribe-button" data-state={state} onClick={click}>
        Subscribe
      </button>
    </div>
  );
}
