import { Link } from "#app/components/navigation/Link";
import { LIST_LAYOUTS, type ListLayout, layoutHref, layoutTexts } from "#machines/rules/guide/listLayout";

/**
 * Cards or the compact list: two links the server answers with the layout and
 * remembers in a cookie, so they work without JavaScript and the next city page keeps the choice.
 */
export function LayoutSwitch({ path, search, current }: { path: string; search: string; current: ListLayout }) {
  return (
    <nav className="g-filters__row g-layout-switch" aria-label={layoutTexts.label}>
      <span className="g-filters__label">{layoutTexts.label}</span>
      <ul className="g-filters__options">
        {LIST_LAYOUTS.map((layout) => (
          <li key={layout}>
            <Link
              to={layoutHref(path, search, layout)}
              className="g-filters__option"
              aria-current={layout === current ? "true" : undefined}
              rel="nofollow"
            >
              {layoutTexts[layout]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
