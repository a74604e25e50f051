import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { fromPromise } from "xstate";
import { SCROLL_OFFSET_PX, SECTIONS, type Recipient, type Section, type SubscriptionPlan } from "../../../machines/rules/subscribeForm";
import { buttonState, progress, subscribeFormMachine } from "../../../machines/subscribeForm";

/** Whether every required field inside a section's element is filled. */
function filled(root: HTMLElement | null): boolean {
  if (!root) return true;
  const required = root.querySelectorAll<HTMLInputElement>("[data-required]");
  return Array.from(required).every((el) => el.value.trim() !== "");
}

/**
 * The Subscribe button with the subscription form machine: sections complete
 * as fields fill (progress bar), an incomplete click scrolls to the first
 * incomplete section (offset 150 px) with its message, a ready click submits
 * and turns processing, a click while processing alerts, and processing resets after 3 s.
 */
export function SubscribeButton({ plans, selectedId, recipient, signedIn }: { plans: SubscriptionPlan[]; selectedId: string; recipient: Recipient; signedIn: boolean }) {
  const actor = useActorRef(
    subscribeFormMachine.provide({ actors: { loadOptions: fromPromise(async () => plans) } }),
    { input: { signedIn, recipient, wantedPlanId: selectedId } },
  );
  const state = useSelector(actor, buttonState);
  const done = useSelector(actor, (s) => progress(s.context));
  const message = useSelector(actor, (s) => s.context.message);
  const alertText = useSelector(actor, (s) => s.context.alert);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!alertText) return;
    window.alert(alertText);
    actor.send({ type: "ALERT_SHOWN" });
  }, [alertText, actor]);

  // The form's fields tell the machine which sections are complete.
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const update = () => {
      actor.send({ type: "BILLING", complete: filled(form.querySelector<HTMLElement>('[data-section="billing"]')) });
      actor.send({ type: "SHIPPING", complete: filled(form.querySelector<HTMLElement>('[data-section="shipping"]')) });
      const ship = form.querySelector<HTMLInputElement>('input[name="shipToBilling"]');
      actor.send({ type: "SHIP_TO_BILLING", checked: ship ? ship.checked : true });
    };
    update();
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  }, [actor]);

  function click(event: MouseEvent<HTMLButtonElement>) {
    const before = buttonState(actor.getSnapshot());
    actor.send({ type: "SUBSCRIBE" });
    if (before === "processing") return event.preventDefault();
    const after = actor.getSnapshot();
    if (buttonState(after) === "processing") return; // the form submits
    event.preventDefault();
    const section: Section | null = after.context.scrollTo;
    const target = section ? document.querySelector<HTMLElement>(`[data-section="${section}"]`) : null;
    if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: "smooth" });
  }

  return (
    <>
      <div className="subscribe-progress" aria-live="polite">
        <progress max={SECTIONS.length} value={done} aria-label="Sections complete" />
        <span data-testid="subscribe-progress">
          {done} of {SECTIONS.length} complete
        </span>
      </div>
      {message && state === "incomplete" && (
        <p className="alert alert--error" role="alert" data-testid="subscribe-message">
          {message}
        </p>
      )}
      <button ref={button} type="submit" className="button button--accent" data-testid="subscribe-button" data-state={state} onClick={click}>
        Subscribe
      </button>
    </>
  );
}
