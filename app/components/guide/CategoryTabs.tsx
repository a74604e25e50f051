import { Link } from "#app/components/navigation/Link";
import { CATEGORY_OPTIONS, guidePaths } from "#machines/rules/guide/guide";

/** `href` with more query parameters. */
const withQuery = (href: string, query: string) => (query ? `${href}${href.includes("?") ? "&" : "?"}${query}` : href);

/** The city's categories as links, the current one marked; `keep` is a query the links keep (the page's filters). */
export function CategoryTabs({ placeUrl, current, keep = "" }: { placeUrl: string; current: string; keep?: string }) {
  return (
    <nav className="g-tabs" aria-label="Categories">
      <ul>
        {CATEGORY_OPTIONS.map((o) => (
          <li key={o.slug}>
            <Link
              to={withQuery(
                o.slug === "all" ? `/artguide/place/${placeUrl}?category=all` : guidePaths.place(placeUrl, o.slug),
                keep,
              )}
              aria-current={o.slug === current ? "page" : undefined}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
