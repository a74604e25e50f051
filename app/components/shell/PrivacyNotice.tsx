import { useLayoutEffect } from "react";
import { Link } from "#app/components/navigation/Link";
import { liftClearOfBar } from "#app/rules/shell/clearOfBar";
import { PRIVACY_ACCEPTED_KEY, PRIVACY_ACCEPTED_VALUE } from "#app/rules/shell/privacyNotice";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";

/**
 * Privacy notice: shown until accepted, then "1" is kept in
 * local storage. Non-modal (it must not take the keyboard away from the
 * page every first visit) and opened only after hydration, so readers who
 * accepted never see it flash. It never covers a form's controls: while it
 * shows, the page keeps its height as room at the end (html[data-privacy-notice]),
 * and a control it would cover as it opens is scrolled clear of it.
 */
export function PrivacyNotice() {
  const overlay = useOverlayActor();
  useKeepControlsClear();
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

const CONTROLS = "main form :is(input:not([type=hidden]), button, select, textarea)";

/** Keeps room for the open notice at the page's end and lifts the controls it would cover. */
function useKeepControlsClear() {
  useLayoutEffect(() => {
    const panel = document.querySelector<HTMLElement>('[data-overlay="privacyNotice"] .overlay__panel');
    if (!panel) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = Math.ceil(panel.getBoundingClientRect().height);
      root.style.setProperty("--privacy-notice-height", `${height}px`);
      return height;
    };
    root.dataset.privacyNotice = "open";
    const controls = Array.from(document.querySelectorAll(CONTROLS), (el) => el.getBoundingClientRect());
    const lift = liftClearOfBar(controls, window.innerHeight, reserve());
    if (lift > 0) window.scrollBy({ top: lift, behavior: "instant" });
    const observer = new ResizeObserver(reserve);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      delete root.dataset.privacyNotice;
      root.style.removeProperty("--privacy-notice-height");
    };
  }, []);
}
