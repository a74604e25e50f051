import { Link } from "#app/components/navigation/Link";
import { adminPageCount, pagerPages } from "#machines/rules/admin/adminGuide";

/** Link pagination of an admin list: plain links keeping the list's filters, so it works without JavaScript. */
export function AdminPager({
  path,
  params,
  page,
  total,
}: {
  path: string;
  params: Record<string, string>;
  page: number;
  total: number;
}) {
  const pages = adminPageCount(total);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams({ ...params, ...(n > 1 ? { page: String(n) } : {}) }).toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav className="admin-pager" aria-label="Pages">
      <ul>
        {pagerPages(pages).map((n) => (
          <li key={n}>{n === page ? <span aria-current="page">{n}</span> : <Link to={href(n)}>{n}</Link>}</li>
        ))}
      </ul>
    </nav>
  );
}
