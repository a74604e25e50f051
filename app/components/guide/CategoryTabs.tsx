import { Link } from "#app/components/navigation/Link";
import { CATEGORY_OPTIONS, guidePaths } from "#machines/rules/guide/guide";

/** The city's categories as links, the current one marked. */
export function CategoryTabs({ placeUrl, current }: { placeUrl: string; current: string }) {
  return (
    <nav className="g-tabs" aria-label="Categories">
      <ul>
        {CATEGORY_OPTIONS.map((o) => (
          <li key={o.slug}>
            <Link
              to={o.slug === "all" ? `/artguide/place/${placeUrl}?category=all` : guidePaths.place(placeUrl, o.slug)}
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
