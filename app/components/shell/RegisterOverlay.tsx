import { RegisterFlow } from "#app/components/account/RegisterFlow";
import { isIOS } from "#app/lib/platform";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";

/**
 * The register overlay: heading REGISTER and the e-mail step,
 * followed in place by the sign-in password step or the create-password step.
 */
export function RegisterOverlay() {
  const overlay = useOverlayActor();
  return (
    <Dialog
      overlay="register"
      title={accountTexts.registerHeading}
      className="overlay--center"
      panelClassName={isIOS() ? "ios-fix" : undefined}
    >
      <RegisterFlow onSignIn={() => overlay.send({ type: "OPEN", overlay: "login" })} />
    </Dialog>
  );
}
