import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";

const loadMachine = () => import("./loginStatusActor").then((m) => m.browserLoginStatusMachine);

/**
 * Login status on load: the token check runs once per page load;
 * when it disagrees with what the page was rendered with (a page restored
 * from the browser's cache after signing in or out elsewhere), the shell's
 * data is refreshed so the header states are right. The check starts once
 * the page has settled (app/lib/timing.ts), so its machine is not part of the first load. Offline
 * nothing is refreshed: the check failed for want of a connection.
 */
export function LoginStatusSync({ signedIn }: { signedIn: boolean }) {
  const actor = useLazyActor(loadMachine, undefined, "settled");
  const checked = useLazySelector(actor, (s) => s.context.hasCheckedLogin, false);
  const loggedIn = useLazySelector(actor, (s) => s.matches("loggedIn"), false);
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer of the check matters, not every render of the shell
  useEffect(() => {
    // Offline the check cannot answer, and the page (kept on the device) cannot be refreshed either.
    if (checked && loggedIn !== signedIn && navigator.onLine && revalidator.state === "idle")
      void revalidator.revalidate();
  }, [checked, loggedIn]);
  return null;
}
