import { Link } from "#app/components/navigation/Link";
import {
  cityFilterHref,
  cityFilterTexts,
  type CityFilters as Filters,
  WHEN_FILTERS,
  WHEN_LABELS,
} from "#machines/rules/guide/guideFilters";

interface Option {
  label: string;
  href: string;
  current: boolean;
}

/** One filter: its label and its choices as links, the current one marked. */
function FilterRow({ label, options }: { label: string; options: Option[] }) {
  return (
    <div className="g-filters__row">
      <span className="g-filters__label">{label}</span>
      <ul className="g-filters__options">
        {options.map((o) => (
          <li key={o.href}>
            <Link to={o.href} className="g-filters__option" aria-current={o.current ? "true" : undefined}>
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A city page's when-and-where filters: when (today, this weekend, this
 * week), open now, and the city's neighbourhoods. Each choice is a link to
 * the page's address with that filter changed (guideFilters.ts), so the
 * filters work without JavaScript and a filtered page can be shared.
 */
export function CityFilters({
  path,
  search,
  filters,
  districts,
}: {
  path: string;
  search: string;
  filters: Filters;
  districts: { name: string; slug: string }[];
}) {
  const href = (change: Partial<Filters>) => cityFilterHref(path, search, change);
  return (
    <nav className="g-filters" aria-label={cityFilterTexts.filters}>
      <FilterRow
        label={cityFilterTexts.when}
        options={[
          { label: cityFilterTexts.anyTime, href: href({ when: null }), current: filters.when === null },
          ...WHEN_FILTERS.map((when) => ({
            label: WHEN_LABELS[when],
            href: href({ when }),
            current: filters.when === when,
          })),
        ]}
      />
      <FilterRow
        label={cityFilterTexts.open}
        options={[
          { label: cityFilterTexts.openAny, href: href({ open: null }), current: filters.open === null },
          { label: cityFilterTexts.openNow, href: href({ open: "now" }), current: filters.open === "now" },
        ]}
      />
      {districts.length > 0 && (
        <FilterRow
          label={cityFilterTexts.district}
          options={[
            {
              label: cityFilterTexts.allDistricts,
              href: href({ district: null }),
              current: filters.district === null,
            },
            ...districts.map((d) => ({
              label: d.name,
              href: href({ district: d.slug }),
              current: filters.district === d.slug,
            })),
          ]}
        />
      )}
    </nav>
  );
}
