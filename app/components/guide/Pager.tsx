import { Link } from "#app/components/navigation/Link";
import { listingsCount } from "#machines/rules/guide/guide";

/**
 * Real previous and next links under a paged list (page size 15); the
 * infinite scroll of the guide issue loads the same pages in place.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  total,
}: {
  page: number;
  pages: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="g-pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="g-pager__link" to={hrefFor(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="g-pager__status">
        Page {page} of {pages} · {listingsCount(total)}
      </span>
      {page < pages ? (
        <Link className="g-pager__link g-pager__link--next" to={hrefFor(page + 1)} rel="next" data-next-page={page + 1}>
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
