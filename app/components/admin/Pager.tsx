import { Link } from "#app/components/navigation/Link";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";

/** Previous and next links of a paged admin list, keeping the list's other search parameters. */
export function Pager({
  path,
  params,
  page,
  pages,
}: {
  path: string;
  params: URLSearchParams;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const hrefOf = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete("page");
    else next.set("page", String(n));
    const query = next.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav className="admin-pager" aria-label="Pages" data-testid="pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          ← {REPORT_TEXTS.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="admin-pager__where">{REPORT_TEXTS.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {REPORT_TEXTS.next} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
