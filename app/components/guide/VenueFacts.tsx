import { useRootData } from "#app/lib/rootData";
import { displayUrl, phoneHref, postalAddress } from "#machines/rules/guide/guide";
import type { GuideLocation, ListingExhibition } from "#machines/rules/guide/guideTypes";
import { directionsHref } from "#machines/rules/guide/map";
import { HoursToday } from "./HoursToday";

/** Address, website, phone, e-mail and hours of a venue, as a definition list for screen readers (a grid of label and value). */
export function VenueFacts({
  venue,
  contact = false,
}: {
  venue: ListingExhibition["location"] | GuideLocation;
  contact?: boolean;
}) {
  const address = postalAddress(venue.address, venue.town, venue.zip, venue.country_code);
  const mapHref = directionsHref(useRootData().config.directionsUrl, venue) ?? venue.path;
  return (
    <dl className="g-facts">
      {address && (
        <>
          <dt>Address</dt>
          <dd>
            {/* A link to the venue on a map service; where the guide's map is mounted it opens there instead. */}
            <a
              className="g-address"
              href={mapHref}
              target="_blank"
              rel="noopener noreferrer"
              data-venue-id={venue.id}
              data-lat={venue.latitude}
              data-lng={venue.longitude}
            >
              {address}
              <span className="visually-hidden"> on the map</span>
            </a>
          </dd>
        </>
      )}
      {(venue.hours || venue.byAppointment) && (
        <>
          <dt>Hours</dt>
          <dd>
            {venue.hours}
            <HoursToday rows={venue.hoursParts} byAppointment={venue.byAppointment} timeZone={venue.timeZone} />
          </dd>
        </>
      )}
      {venue.url && (
        <>
          <dt className="g-facts__more">Website</dt>
          <dd className="g-facts__more">
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
          <dt className="g-facts__more">E-mail</dt>
          <dd className="g-facts__more">
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
