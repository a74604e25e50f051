import { siteUrl } from "#app/lib/siteUrl";
import { exhibitionHeadline, plainText, postalAddress } from "#machines/rules/guide/guide";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";

/** schema.org ExhibitionEvent of a listing, with its venue as the Place (search engines read it). */
export function exhibitionJsonLd(x: ListingExhibition, baseUrl: string) {
  const venue = x.location;
  return {
    "@context": "https://schema.org",
    "@type": "ExhibitionEvent",
    name: exhibitionHeadline(x),
    startDate: x.showStart,
    endDate: x.showEnd || x.showStart,
    url: siteUrl(x.path, baseUrl),
    description: plainText(x.description) || undefined,
    image: x.primaryImage ? siteUrl(x.primaryImage.path_large, baseUrl) : undefined,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: venue.name,
      url: siteUrl(venue.path, baseUrl),
      address: postalAddress(venue.address, venue.town, venue.zip, venue.country_code),
      geo: { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude },
    },
  };
}

/** The JSON-LD script; "<" is escaped so no text can close the script early. */
export function ExhibitionJsonLd({ exhibition, baseUrl }: { exhibition: ListingExhibition; baseUrl: string }) {
  const json = JSON.stringify(exhibitionJsonLd(exhibition, baseUrl)).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot close the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
