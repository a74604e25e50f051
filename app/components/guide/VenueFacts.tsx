import { displayUrl, phoneHref, postalAddress } from "../../../machines/rules/guide";
import type { GuideLocation, ListingExhibition } from "../../../workers/db/guideTypes";

/** Address, website, phone, e-mail and hours of a venue, as a definition list for screen readers. */
export function VenueFacts({ venue, contact = false }: { venue: ListingExhibition["location"] & Partial<Pick<GuideLocation, "phone" | "email">>; contact?: boolean }) {
  const address = postalAddress(venue.address, venue.town, venue.zip, venue.country_code);
  return (
    <dl className="g-facts">
      {address && (
        <div className="g-facts__row">
          <dt>Address</dt>
          <dd>
            {/* The map (a later issue) focuses this venue when it is mounted. */}
            <span className="g-address" data-venue-id={venue.id} data-lat={venue.latitude} data-lng={venue.longitude}>
              {address}
            </span>
          </dd>
        </div>
      )}
      {venue.hours && (
        <div className="g-facts__row">
          <dt>Hours</dt>
          <dd>{venue.hours}</dd>
        </div>
      )}
      {venue.url && (
        <div className="g-facts__row">
          <dt>Website</dt>
          <dd>
            <a href={venue.url} target="_blank" rel="noopener noreferrer">
              {displayUrl(venue.url)}
            </a>
          </dd>
        </div>
      )}
      {contact && venue.phone && (
        <div className="g-facts__row">
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref(venue.phone)}>{venue.phone}</a>
          </dd>
        </div>
      )}
      {contact && venue.email && (
        <div className="g-facts__row">
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
