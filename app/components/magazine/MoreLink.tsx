import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { hasMorePages, MORE_LABEL } from "#machines/rules/magazine/magazine";

/**
 * A real link to the next page (?page=N+1, other query values kept), so lists
 * page without JavaScript; absent on the last page. With JavaScript a click
 * loads the next page in place (`onMore`).
 */
export function MoreLink({
  page,
  pages,
  search = "",
  label = MORE_LABEL,
  onMore,
}: {
  page: number;
  pages: number;
  search?: string;
  label?: string;
  onMore?: () => void;
}) {
  const { pathname } = useLocation();
  if (!hasMorePages(page, pages)) return null;
  const params = new URLSearchParams(search);
  params.set("page", String(page + 1));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onMore) return;
    event.preventDefault();
    onMore();
  };
  return (
    <nav className="mag-more" aria-label="More articles">
      <Link
        to={`${pathname}?${params.toString()}`}
        rel="next"
        className="mag-more__link"
        data-testid="more-link"
        preventScrollReset
        onClick={click}
      >
        {label}
      </Link>
    </nav>
  );
}
