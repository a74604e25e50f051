import { displayUrl, phoneHref, postalAddress } from "#machines/rules/guide";
import type { GuideLocation, ListingExhibition } from "#workers/db/guideTypes";

/** Address, website, phone, e-mail and hours of a venue, as a definition list for screen readers (a grid of label and value). */
export function VenueFacts({
  venue,
  contact = false,
}: {
  venue: ListingExhibition["location"] | GuideLocation;
  contact?: boolean;
}) {
  const address = postalAddress(venue.address, venue.town, venue.zip, venue.country_code);
  return (
    <dl className="g-facts">
      {address && (
        <>
          <dt>Address</dt>
          <dd>
            {/* The map (a later issue) focuses this venue when it is mounted. */}
            <span className="g-address" data-venue-id={venue.id} data-lat={venue.latitude} data-lng={venue.longitude}>
              {address}
            </span>
          </dd>
        </>
      )}
      {venue.hours && (
        <>
          <dt>Hours</dt>
          <dd>{venue.hours}</dd>
        </>
      )}
      {venue.url && (
        <>
          <dt>Website</dt>
          <dd>
            <a href={venue.url} target="_blank" rel="noopener noreferrer">
              {displayUrl(venue.url)}
            </a>
          </dd>
        </>
      )}
      {contact && venue.phone && (
        <>
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref(venue.phone)}>{venue.phone}</a>
          </dd>
        </>
      )}
      {contact && venue.email && (
        <>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
