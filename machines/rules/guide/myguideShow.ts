import * as v from "valibot";
import { HOURS_DAYS } from "#machines/rules/admin/admin";
import { plainText } from "./guide";

/**
 * A show as its listing card draws it (ListingExhibition in
 * machines/rules/guide/guideTypes.ts), sent with a +myguide: the service worker keeps
 * it in the myguide list while the add waits to be sent, so myguide opened
 * offline draws the show's card. Read by the service worker only (valibot
 * stays out of the guide's first load).
 */

const text = v.string();
const orNull = v.nullable(v.string());
/** A page of this site: the card's links to the show, its venue and city. */
const sitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)/));
const group = v.object({ key: text, title: text });

const ListedVenue = v.object({
  id: v.number(),
  name: text,
  address: text,
  town: text,
  zip: text,
  url: text,
  phone: text,
  email: text,
  hours: text,
  latitude: v.number(),
  longitude: v.number(),
  hoursParts: v.array(
    v.object({
      day_from: v.picklist(HOURS_DAYS),
      day_until: v.picklist(HOURS_DAYS),
      hour_from: text,
      hour_until: text,
    }),
  ),
  byAppointment: v.boolean(),
  timeZone: orNull,
  path: sitePath,
  place: text,
  place_url: text,
  placePath: sitePath,
  country_code: text,
  hasMoreExhibitions: v.boolean(),
  featuredLists: v.array(v.object({ name: text, site_url: text })),
  location: v.object({ district: text }),
});

export const ListedShow = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: text,
  exhibitionTitle: text,
  artists: text,
  subtitle: text,
  description: text,
  descriptionExtended: text,
  pressRelease: text,
  showStart: text,
  showEnd: text,
  dateOverride: text,
  openingStart: orNull,
  openingStartAsString: text,
  openingEndAsString: text,
  isMustSee: v.boolean(),
  isSpotlight: v.boolean(),
  criticsPick: orNull,
  preview: orNull,
  category: text,
  path: sitePath,
  primaryImage: v.nullable(
    v.object({ path: text, path_large: text, width: v.number(), height: v.number(), caption: text }),
  ),
  images: v.array(v.object({ path_large: text, width: v.number(), height: v.number(), caption: text })),
  location: ListedVenue,
  dates: v.object({
    run: text,
    reception: text,
    openingTime: text,
    opening: group,
    closing: group,
    month: group,
    ends: text,
    // A show kept before cards said when it opens or closes says nothing.
    timing: v.optional(
      v.object({
        phase: v.picklist(["onView", "upcoming"]),
        kind: v.picklist(["closing", "opening", ""]),
        text,
      }),
      { phase: "onView", kind: "", text: "" },
    ),
  }),
});

export type ListedShow = v.InferOutput<typeof ListedShow>;

/** A show as the kept myguide list holds it: the card's fields and the api's "artists\ntitle" (the map reads it). */
export type KeptShow = ListedShow & { title: string };

/** The body of a +myguide call: the show's card. */
const AddBody = v.object({ exhibition: ListedShow });

/** The show a +myguide call's body carries, ready for the kept list; undefined when it carries none. */
export function showOfAddBody(body: string): KeptShow | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(AddBody, json);
  if (!parsed.success) return undefined;
  const show = parsed.output.exhibition;
  return { ...show, title: [show.artists, plainText(show.exhibitionTitle)].filter(Boolean).join("\n") };
}
