import type { MouseEventHandler, ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { isCurrentPath, isExternalLink, linkTarget } from "#app/rules/shell/navigation";

/** A menu link: site paths are router links, links containing // open in a new tab. */
export function MenuLink({
  to,
  className,
  children,
  testId,
  onClick,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  testId?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const { pathname } = useLocation();
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
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
