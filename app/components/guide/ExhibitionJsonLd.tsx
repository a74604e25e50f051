import { postalAddress } from "../../../machines/rules/guide";
import type { ListingExhibition } from "../../../workers/db/guideTypes";

/** schema.org ExhibitionEvent of a listing, with its venue as the Place (search engines read it). */
export function exhibitionJsonLd(x: ListingExhibition, baseUrl: string) {
  const venue = x.location;
  return {
    "@context": "https://schema.org",
    "@type": "ExhibitionEvent",
    name: [x.artists, x.exhibitionTitle].filter(Boolean).join(": "),
    startDate: x.showStart,
    endDate: x.showEnd || x.showStart,
    url: new URL(x.path, baseUrl).toString(),
    description: x.description || undefined,
    image: x.primaryImage ? new URL(x.primaryImage.path_large, baseUrl).toString() : undefined,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: venue.name,
      url: new URL(venue.path, baseUrl).toString(),
      address: postalAddress(venue.address, venue.town, venue.zip, venue.country_code),
      geo: { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude },
    },
  };
}

/** The JSON-LD script; "<" is escaped so no text can close the script early. */
export function ExhibitionJsonLd({ exhibition, baseUrl }: { exhibition: ListingExhibition; baseUrl: string }) {
  const json = JSON.stringify(exhibitionJsonLd(exhibition, baseUrl)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
