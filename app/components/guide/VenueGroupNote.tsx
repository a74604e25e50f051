import { Link } from "#app/components/navigation/Link";
import { guidePaths } from "#machines/rules/guide/guide";
import type { VenueGroup } from "#machines/rules/guide/guideTypes";

/** A venue page's location group: "Also part of <group>", with links to the group's other venues. */
export function VenueGroupNote({ group }: { group: VenueGroup }) {
  return (
    <aside className="g-venue-group" aria-label="Location group" data-testid="venue-group">
      <p className="g-venue-group__head">
        Also part of <strong>{group.name}</strong>
        {group.venues.length > 0 ? ":" : ""}
      </p>
      {group.venues.length > 0 && (
        <ul className="g-venue-group__list">
          {group.venues.map((venue) => (
            <li key={venue.slug}>
              <Link to={guidePaths.venue(venue.slug)}>{venue.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
