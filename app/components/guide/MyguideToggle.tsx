import { Form, useLocation } from "react-router";
import { guidePaths, guideTexts } from "../../../machines/rules/guide";

/**
 * +myguide / -myguide as a real form posting to the myguide action, which
 * redirects back here; the myguide machine (guide issue) adds the optimistic
 * update on top. Signed out, the action answers with the sign-in prompt.
 */
export function MyguideToggle({ exhibitionId, inMyguide }: { exhibitionId: number; inMyguide: boolean }) {
  const location = useLocation();
  return (
    <Form method="post" action={guidePaths.myguide} className="g-myguide-toggle" preventScrollReset>
      <input type="hidden" name="intent" value={inMyguide ? "remove" : "add"} />
      <input type="hidden" name="id" value={exhibitionId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="g-option" aria-pressed={inMyguide}>
        {inMyguide ? guideTexts.myguideRemove : guideTexts.myguideAdd}
      </button>
    </Form>
  );
}
