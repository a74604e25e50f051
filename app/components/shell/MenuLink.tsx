import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { isCurrentPath, isExternalLink, linkTarget } from "#app/rules/shell/navigation";
import { MYGUIDE_PATH } from "#machines/rules/guide/myguideAccess";
import { useMyguideSignInGate } from "./useMyguideSignInGate";

/** A menu link: site paths are router links, links containing // open in a new tab; myguide asks a visitor to sign in. */
export function MenuLink({
  to,
  className,
  children,
  testId,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { pathname } = useLocation();
  const myguideGate = useMyguideSignInGate();
  if (isExternalLink(to)) {
    return (
      <a href={to} className={className} {...linkTarget(to)} data-testid={testId}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      to={to}
      className={className}
      aria-current={isCurrentPath(to, pathname) ? "page" : undefined}
      data-testid={testId}
      onClick={to === MYGUIDE_PATH ? myguideGate : undefined}
    >
      {children}
    </Link>
  );
}
