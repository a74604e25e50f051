import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { groupListings } from "#app/rules/guide/guideGroups";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";

/**
 * Tonight's and tomorrow's receptions across the cities, as a compact
 * agenda: time, city, venue, artists and title, grouped by day.
 */
export function OpeningsList({ items }: { items: readonly ListingExhibition[] }) {
  const groups = groupListings(items, "openingDate");
  return (
    <div className="g-agenda">
      {groups.map((group) => (
        <section key={group.key} className="g-agenda__day" aria-label={group.title}>
          <h3 className="g-agenda__title">{group.title}</h3>
          <ul className="g-agenda__list">
            {group.items.map((x) => (
              <li key={x.id} className="g-agenda__item">
                <span className="g-agenda__time">{x.dates.openingTime}</span>
                <span className="g-agenda__place">
                  <Link to={x.location.placePath}>{x.location.place}</Link>
                </span>
                <span className="g-agenda__what">
                  <Link to={x.path}>
                    {x.artists && <span className="g-agenda__artists">{x.artists}</span>}
                    <Html as="em" className="g-agenda__show" html={x.exhibitionTitle} />
                  </Link>
                  <span className="g-agenda__venue">{x.location.name}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
