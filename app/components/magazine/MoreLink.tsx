import { Link } from "react-router";
import { hasMorePages, MORE_LABEL } from "../../../machines/rules/magazine";

/**
 * A real link to the next page (?page=N+1, other query values kept), so lists
 * page without JavaScript; absent on the last page.
 */
export function MoreLink({
  page,
  pages,
  search = "",
  label = MORE_LABEL,
}: {
  page: number;
  pages: number;
  search?: string;
  label?: string;
}) {
  if (!hasMorePages(page, pages)) return null;
  const params = new URLSearchParams(search);
  params.set("page", String(page + 1));
  return (
    <nav className="mag-more" aria-label="More articles">
      <Link to={`?${params.toString()}`} rel="next" className="mag-more__link" data-testid="more-link" preventScrollReset>
        {label}
      </Link>
      <span className="mag-more__count">
        Page {page} of {pages}
      </span>
    </nav>
  );
}
