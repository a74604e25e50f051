import { useLocation } from "react-router";
import { guidePaths, guideTexts } from "#machines/rules/guide/guide";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { isInMyguide } from "#machines/rules/guide/myguideView";
import { useMyguideActor, useMyguideSelector, useRenderedMyguide } from "./MyguideProvider";

/**
 * +myguide / -myguide as a real form posting to the myguide action, which
 * redirects back here. With JavaScript the myguide machine takes the submit:
 * the change shows at once and is reverted if the server refuses, and the
 * listing then says it did not save; signed out, it prompts and opens the
 * login overlay.
 *
 * A plain <form>, not React Router's: inside the guide the machine takes
 * every submit, so the router's client-side submission would never run, and
 * its hooks cost every card of a listing page on every render.
 */
export function MyguideToggle({ exhibition }: { exhibition: ListingExhibition }) {
  const exhibitionId = exhibition.id;
  const location = useLocation();
  const actor = useMyguideActor();
  const renderedInMyguide = useRenderedMyguide()?.has(exhibitionId) ?? false;
  const inMyguide = useMyguideSelector((s) => isInMyguide(s, exhibitionId), renderedInMyguide);
  const notSaved = useMyguideSelector((s) => s.context.notSaved === exhibitionId, false);
  return (
    <form
      method="post"
      action={guidePaths.myguide}
      className="g-myguide-toggle"
      onSubmit={(event) => {
        if (!actor) return;
        event.preventDefault();
        // The card goes with the change: offline, myguide draws it from the device.
        actor.send({ type: "TOGGLE", id: exhibitionId, exhibition });
      }}
    >
      <input type="hidden" name="id" value={exhibitionId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {/* The button is the form's only way to submit: it carries the intent. */}
      <button
        type="submit"
        name="intent"
        value={inMyguide ? "remove" : "add"}
        className="g-option"
        aria-pressed={inMyguide}
      >
        {inMyguide ? guideTexts.myguideRemove : guideTexts.myguideAdd}
      </button>
      {notSaved && (
        <span role="alert" className="g-myguide-toggle__error">
          {guideTexts.myguideNotSaved}
        </span>
      )}
    </form>
  );
}
