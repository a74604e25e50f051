import type { ReactNode } from "react";
import { Link } from "#app/components/navigation/Link";
import { guidePaths } from "#machines/rules/guide/guide";
import { CityCategoryNav, type PlaceOption } from "./CityCategoryNav";
import { GuideMap } from "./GuideMap";
import { GuideSearchBox } from "./GuideSearchBox";
import type { ListedShow } from "./map/mapData";
import type { PlaceCount } from "./PlaceFilter";

/**
 * The guide header: kicker, title, optional subtitle, city and category
 * navigation, search, and an empty slot where the map issue mounts the map
 * and its explore button (#guide-map).
 */
export function GuideHeader({
  title,
  subtitle,
  places,
  currentPlace,
  currentCategory,
  search,
  children,
  aside,
  mapPlace,
  mapListPath,
  mapSubtitle,
  mapPlaces,
  mapListedOnPage,
  planRoute = false,
  myguideEmptied = false,
  titleAs: Title = "h1",
}: {
  title: string;
  subtitle?: ReactNode;
  places: readonly PlaceOption[];
  currentPlace?: string;
  currentCategory?: string;
  search?: string;
  children?: ReactNode;
  /** Beside the title on a wide screen, under it on a phone (a city's introduction). */
  aside?: ReactNode;
  /** The place the map should open on, if any. */
  mapPlace?: string;
  /** The map's subtitle (the category of a city page), on a line under its title. */
  mapSubtitle?: string;
  /** Another list for the map (myguide, a cross-city list). */
  mapListPath?: string;
  /** The places of a cross-city list: the map's own place filter. */
  mapPlaces?: readonly PlaceCount[];
  /** The shows the page lists: the city map shows their venues offline. */
  mapListedOnPage?: readonly ListedShow[];
  /** myguide's map offers 'plan my route'. */
  planRoute?: boolean;
  /** myguide is empty (the reader's toggles emptied it, or it was when the page opened): the map is in nearby mode. */
  myguideEmptied?: boolean;
  /** A page whose own block carries the h1 (the venue) demotes the header title. */
  titleAs?: "h1" | "p";
}) {
  return (
    <header className="g-header">
      <div className="g-header__bar">
        <Link to={guidePaths.home} className="g-wordmark">
          artguide
        </Link>
        <div className="g-header__tools">
          <CityCategoryNav places={places} currentPlace={currentPlace} currentCategory={currentCategory} />
          <GuideSearchBox defaultValue={search} cities={places} />
        </div>
      </div>
      <div className="g-header__titles">
        <Title className="g-title">{title}</Title>
        {subtitle && <p className="g-subtitle">{subtitle}</p>}
        {aside}
      </div>
      {children}
      <div id="guide-map" className="g-map-slot" data-place-url={mapPlace ?? ""}>
        {mapPlace && (
          <GuideMap
            listPath={`/guide/list/place/${mapPlace}${currentCategory && currentCategory !== "all" ? `?category=${currentCategory}` : ""}`}
            title={title}
            subtitle={mapSubtitle}
            breakLine
            listedOnPage={mapListedOnPage}
          />
        )}
        {!mapPlace && mapListPath && (
          <GuideMap
            listPath={mapListPath}
            title={title}
            places={mapPlaces}
            planRoute={planRoute}
            myguideEmptied={myguideEmptied}
          />
        )}
      </div>
    </header>
  );
}
