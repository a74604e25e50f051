import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import type { ShellViewer } from "#app/lib/rootData";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { menuUsername } from "#machines/rules/account/username";
import { PersonIcon } from "./icons";
import { useOverlayActor } from "./ShellProvider";

/**
 * Account header states: REGISTER and SIGN IN when signed out,
 * which open the register and login overlays with JavaScript and are real
 * links to /register and /login without it; the username cut to 10
 * characters linking /profile, and SIGN OUT, when signed in. SIGN OUT names
 * the page it was pressed on, so signing out reloads that page (whether or
 * not the browser sends a Referer).
 */
export function AccountLinks({
  viewer,
  className = "account-links",
}: {
  viewer: ShellViewer | null;
  className?: string;
}) {
  const { pathname, search } = useLocation();
  if (viewer) {
    return (
      <ul className={className} data-testid="account-links" data-state="signed-in">
        <li>
          <Link
            to="/profile"
            className="account-links__link account-links__user"
            title={viewer.username}
            data-testid="account-username"
          >
            <PersonIcon />
            <span className="account-links__label">{menuUsername(viewer.username)}</span>
          </Link>
        </li>
        <li className="account-links__signout">
          {/* A full page load: signing out reloads the page it was pressed on. */}
          <a
            href={`/logout?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`}
            className="account-links__link"
            data-testid="account-signout"
          >
            SIGN OUT
          </a>
        </li>
        {!viewer.isSubscriber && (
          <li className="account-links__subscriber">
            <Link
              to="/profile/activate"
              className="account-links__link account-links__link--quiet"
              data-testid="account-activate"
            >
              {accountTexts.subscriberActivate}
            </Link>
          </li>
        )}
      </ul>
    );
  }
  return (
    <ul className={className} data-testid="account-links" data-state="signed-out">
      <li className="account-links__register">
        <OverlayLink overlay="register" href="/register" testId="account-register">
          REGISTER
        </OverlayLink>
      </li>
      <li>
        <OverlayLink overlay="login" href="/login" testId="account-signin">
          <PersonIcon />
          <span className="account-links__label">SIGN IN</span>
        </OverlayLink>
      </li>
      <li className="account-links__subscriber">
        <OverlayLink
          overlay="login"
          href="/login?redirectTo=%2Fprofile%2Factivate"
          testId="account-subscriber-login"
          quiet
        >
          {accountTexts.subscriberLogin}
        </OverlayLink>
      </li>
    </ul>
  );
}

/** A real link to the account page without JavaScript; with it, the page's overlay opens instead. */
function OverlayLink({
  overlay: name,
  href,
  testId,
  quiet = false,
  children,
}: {
  overlay: "login" | "register";
  href: string;
  testId: string;
  quiet?: boolean;
  children: ReactNode;
}) {
  const overlay = useOverlayActor();
  return (
    <a
      href={href}
      className={quiet ? "account-links__link account-links__link--quiet" : "account-links__link"}
      data-testid={testId}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        overlay.send({ type: "OPEN", overlay: name });
      }}
    >
      {children}
    </a>
  );
}
