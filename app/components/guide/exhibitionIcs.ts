import { siteUrl } from "#app/lib/siteUrl";
import type { IcsEvent } from "#app/rules/guide/ics";
import { exhibitionHeadline, plainText, postalAddress } from "#machines/rules/guide/guide";
import type { GuideExhibition } from "#machines/rules/guide/guideTypes";

/** An exhibition as a calendar event: the run, the venue and its address, the listing's URL. */
export function exhibitionIcsEvent(x: GuideExhibition, baseUrl: string): IcsEvent {
  const venue = x.location;
  return {
    uid: `exhibition-${x.id}@artguide`,
    start: x.showStart,
    end: x.showEnd || x.showStart,
    summary: exhibitionHeadline(x),
    location: [venue.name, postalAddress(venue.address, venue.town, venue.zip, venue.country_code)]
      .filter(Boolean)
      .join(", "),
    description: plainText(x.description),
    url: siteUrl(x.path, baseUrl),
  };
}

export const ICS_HEADERS = { "content-type": "text/calendar; charset=utf-8" } as const;
