import { useEffect } from "react";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { registerDisplayedVenue } from "#app/lib/displayedVenues";
import { guidePaths } from "#machines/rules/guide/guide";
import type { GuideLocation } from "#machines/rules/guide/guideTypes";
import { GuideImage } from "./GuideImage";
import { ImageViewerLink } from "./ImageViewerLink";
import { ShareOption } from "./ShareOption";
import { VenueFacts } from "./VenueFacts";

/**
 * The venue detail block, also a list item: image, name (a link
 * to the venue in list mode), address, website, phone, e-mail, hours,
 * description, featured lists (hidden inside a featured-list section), share.
 */
export function VenueBlock({
  venue,
  mode,
  baseUrl,
  hideLists = false,
}: {
  venue: GuideLocation;
  mode: "detail" | "list";
  baseUrl: string;
  hideLists?: boolean;
}) {
  const Heading = mode === "detail" ? "h1" : "h3";
  // Shown venues are what the map shows: registered while mounted.
  useEffect(
    () =>
      registerDisplayedVenue({
        id: venue.id,
        name: venue.name,
        latitude: venue.latitude,
        longitude: venue.longitude,
        path: venue.path,
      }),
    [venue.id, venue.name, venue.latitude, venue.longitude, venue.path],
  );
  return (
    <article className={`g-venue g-venue--${mode}`} data-venue-id={venue.id}>
      {venue.primaryImage && (
        <ImageViewerLink className="g-venue__media" images={[venue.primaryImage]} title={venue.name}>
          <GuideImage
            image={venue.primaryImage}
            alt={venue.primaryImage.caption || venue.name}
            eager={mode === "detail"}
          />
        </ImageViewerLink>
      )}
      <div className="g-venue__body">
        <p className="g-kicker">
          <Link to={venue.placePath}>{venue.place}</Link>
          {venue.location.district && <> · {venue.location.district}</>}
        </p>
        <Heading className="g-venue__name">
          {mode === "list" ? <Link to={venue.path}>{venue.name}</Link> : venue.name}
        </Heading>
        <VenueFacts venue={venue} contact />
        {venue.description && <Html as="div" className="g-venue__description" html={venue.description} />}
        {!hideLists && venue.featuredLists.length > 0 && (
          <ul className="g-flags" aria-label="Featured lists">
            {venue.featuredLists.map((list) => (
              <li key={list.name} className="g-flag">
                <a href={list.site_url}>{list.name}</a>
              </li>
            ))}
          </ul>
        )}
        <div className="g-card__options">
          <ShareOption
            title={venue.name}
            path={venue.path}
            sharePage={guidePaths.share(venue.path)}
            baseUrl={baseUrl}
          />
        </div>
      </div>
    </article>
  );
}
