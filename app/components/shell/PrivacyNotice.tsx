import { Link } from "#app/components/navigation/Link";
import { PRIVACY_ACCEPTED_KEY, PRIVACY_ACCEPTED_VALUE } from "#app/rules/shell/privacyNotice";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";

/**
 * Privacy notice: shown until accepted, then "1" is kept in
 * local storage. Non-modal (it must not take the keyboard away from the
 * page every first visit) and opened only after hydration, so readers who
 * accepted never see it flash.
 */
export function PrivacyNotice() {
  const overlay = useOverlayActor();
  const accept = () => {
    try {
      window.localStorage.setItem(PRIVACY_ACCEPTED_KEY, PRIVACY_ACCEPTED_VALUE);
    } catch {
      // Storage blocked: the notice closes for this page and returns on the next.
    }
    overlay.send({ type: "CLOSE", overlay: "privacyNotice" });
  };
  return (
    <Dialog overlay="privacyNotice" title="Your privacy" modal={false} className="overlay--bottom">
      <div className="privacy-notice">
        <p className="privacy-notice__text">
          We use cookies and local storage to keep you signed in, remember your cart and myguide, and count free
          articles. Read our <Link to="/privacy">privacy policy</Link> and <Link to="/terms">terms of use</Link>.
        </p>
        <button type="button" className="button button--small" onClick={accept} data-testid="privacy-accept">
          Accept
        </button>
      </div>
    </Dialog>
  );
}
