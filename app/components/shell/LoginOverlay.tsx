import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { isIOS } from "../../lib/platform";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";
import { SignInForm } from "./SignInForm";

/**
 * The login overlay. Keyed by the machine's reset counter so closing it
 * empties the fields; once the root loader reports a reader, the machine
 * hears SIGNED_IN and closes the overlay 200 ms later (spec 1 §4 "Modals").
 */
export function LoginOverlay({ signedIn }: { signedIn: boolean }) {
  const overlay = useOverlayActor();
  const prompt = useSelector(overlay, (s) => s.context.loginPrompt);
  const resets = useSelector(overlay, (s) => s.context.loginResets);
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    if (signedIn && !wasSignedIn.current) overlay.send({ type: "SIGNED_IN" });
    wasSignedIn.current = signedIn;
  }, [signedIn, overlay]);

  return (
    <Dialog overlay="login" title="SIGN IN" className="overlay--center" panelClassName={isIOS() ? "ios-fix" : undefined}>
      <SignInForm key={resets} prompt={prompt} onRegister={() => overlay.send({ type: "OPEN", overlay: "register" })} />
    </Dialog>
  );
}
