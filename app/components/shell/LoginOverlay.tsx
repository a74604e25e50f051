import { SignInForm } from "#app/components/account/SignInForm";
import { useLazySelector } from "#app/lib/lazyActor";
import { isIOS } from "#app/lib/platform";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";

/**
 * The login overlay. Keyed by the machine's reset counter so closing it
 * empties the fields; once the reader is signed in the overlay machine hears
 * SIGNED_IN and closes 200 ms later.
 */
export function LoginOverlay() {
  const overlay = useOverlayActor();
  const prompt = useLazySelector(overlay, (s) => s.context.loginPrompt, null);
  const resets = useLazySelector(overlay, (s) => s.context.loginResets, 0);
  return (
    <Dialog
      overlay="login"
      title={accountTexts.signInHeading}
      className="overlay--center"
      panelClassName={isIOS() ? "ios-fix" : undefined}
    >
      <SignInForm
        key={resets}
        prompt={prompt}
        onRegister={() => overlay.send({ type: "OPEN", overlay: "register" })}
        onSignedIn={() => overlay.send({ type: "SIGNED_IN" })}
      />
    </Dialog>
  );
}
