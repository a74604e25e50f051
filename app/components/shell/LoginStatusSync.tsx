import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { fromPromise } from "xstate";
import { loginStatusMachine, userIsLoggedIn } from "../../../machines/loginStatus";
import { tokenCheck } from "../account/accountApi";

const check = fromPromise(() => tokenCheck());

/**
 * Login status on load (spec 1 §4): the token check runs once per page load;
 * when it disagrees with what the page was rendered with (a page restored
 * from the browser's cache after signing in or out elsewhere), the shell's
 * data is refreshed so the header states are right.
 */
export function LoginStatusSync({ signedIn }: { signedIn: boolean }) {
  const actor = useActorRef(loginStatusMachine.provide({ actors: { tokenCheck: check } }));
  const checked = useSelector(actor, (s) => s.context.hasCheckedLogin);
  const loggedIn = useSelector(actor, userIsLoggedIn);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (checked && loggedIn !== signedIn && revalidator.state === "idle") void revalidator.revalidate();
    // Only a new answer of the check matters, not every render of the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, loggedIn]);
  return null;
}
