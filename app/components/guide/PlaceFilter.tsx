import { Link } from "#app/components/navigation/Link";
import { placeFilter } from "#machines/rules/guide/map";

export interface PlaceCount {
  place: string;
  place_url: string;
  count: number;
}

/**
 * The place filter list of the guide header: 'All' plus the
 * places with their counts, as many as the place style allows,
 * the current place always among them.
 */
export function placeFilterEntries(
  places: readonly PlaceCount[],
  current: string,
): { label: string; place_url: string }[] {
  const entries = placeFilter({ placeStyle: "city", places: places.map((p) => ({ ...p, path: "" })) });
  const chosen = places.find((p) => p.place_url === current);
  if (chosen && !entries.some((e) => e.place_url === current))
    entries.push({ label: `${chosen.place} (${chosen.count})`, place_url: chosen.place_url });
  return entries;
}

/** As links of the page (a server-rendered filter that works without JavaScript). */
export function PlaceFilterLinks({
  places,
  current,
  hrefFor,
}: {
  places: readonly PlaceCount[];
  current: string;
  hrefFor: (placeUrl: string) => string;
}) {
  return (
    <nav className="g-place-filter" aria-label="Places">
      <ul>
        {placeFilterEntries(places, current).map((entry) => (
          <li key={entry.place_url || "all"}>
            <Link to={hrefFor(entry.place_url)} aria-current={entry.place_url === current ? "page" : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** As buttons inside the map, where a place is a new map config. */
export function PlaceFilterButtons({
  places,
  current,
  onPick,
}: {
  places: readonly PlaceCount[];
  current: string;
  onPick: (placeUrl: string) => void;
}) {
  return (
    <ul className="g-place-filter g-place-filter--map" aria-label="Places on the map">
      {placeFilterEntries(places, current).map((entry) => (
        <li key={entry.place_url || "all"}>
          <button type="button" aria-pressed={entry.place_url === current} onClick={() => onPick(entry.place_url)}>
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
