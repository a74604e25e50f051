import { isValidPhoneNumber } from "libphonenumber-js";
import * as v from "valibot";
import { formatHours, HOURS_DAYS, HOURS_TIMES, type HoursRow, withDailyRule } from "#machines/rules/admin/admin";
import { GUIDE_ADMIN_FIELDS as F } from "#machines/rules/admin/adminGuide";
import { utcAtWallClock, wallClockAt } from "#machines/rules/calendar/wallClock";
import { calendarDate, multiLineText, singleLineText } from "#machines/rules/forms/fieldRules";
import type { AdminExhibitionInput, AdminVenueInput } from "#workers/db/admin/guide";
import { htmlToText, sanitizeHtml } from "#workers/text/sanitize";
import { coordinateField } from "./coordinateField";

/** Field-level messages of the admin forms: one per field that failed, keyed by field name. */
export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const CATEGORIES = ["galleries", "museums", "special-events", "art-fairs", "auctions"] as const;

export const ADMIN_MESSAGES = {
  name: "Enter the venue's name.",
  address: "Enter the street address.",
  town: "Enter the town.",
  place: "Choose a city of the guide.",
  category: "Choose a category.",
  phone: "Enter a phone number with its country code, e.g. +1 212 555 0100.",
  email: "Enter a valid e-mail address or leave it empty.",
  url: "Enter a web address starting with http:// or https://, or leave it empty.",
  latitude: "Latitude is a number from -90 to 90.",
  longitude: "Longitude is a number from -180 to 180.",
  hours: "Each hours row needs a day and a half-hour time from the lists.",
  hoursOrder: "The closing time must be after the opening time.",
  title: "Enter the exhibition's title.",
  venue: "Choose the venue.",
  showStart: "Enter the start date.",
  showEnd: "Enter an end date on or after the start date.",
  opening: "Enter the reception as a date and times, with the end after the start.",
  openingTime: "Enter a time of day as HH:MM, from 00:00 to 23:59.",
  path: "Enter a site path starting with /, or leave it empty.",
  image: "Enter an image address starting with https:// or /, or leave it empty.",
} as const;

/** A required one-line field (no control characters, line breaks become spaces), up to 300 characters. */
// Too long says how long it may be ("The venue's name can have at most 300 characters."); empty asks for it.
const text = (label: string, message: string) => v.pipe(singleLineText(300, label), v.nonEmpty(message));
/** Longest description or press release, in characters of HTML. */
const LONG_TEXT_MAX = 20_000;
const EmailAddress = v.pipe(v.string(), v.email());
const optional = (schema: v.GenericSchema<string, string>) => v.union([v.literal(""), schema]);
/** A time of day on the 24-hour clock, 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const VenueSchema = v.object({
  name: text(F.venueName, ADMIN_MESSAGES.name),
  address: text(F.address, ADMIN_MESSAGES.address),
  town: text(F.town, ADMIN_MESSAGES.town),
  zip: v.optional(singleLineText(20, F.zip), ""),
  place_url: v.pipe(v.string(), v.nonEmpty(ADMIN_MESSAGES.place)),
  category: v.picklist(CATEGORIES, ADMIN_MESSAGES.category),
  // Blank or valid: a check, not a union with "", so a refused value keeps its field's message.
  phone: v.optional(
    v.pipe(
      singleLineText(40, F.phone, ADMIN_MESSAGES.phone),
      v.trim(),
      v.check((p) => p === "" || isValidPhoneNumber(p), ADMIN_MESSAGES.phone),
    ),
    "",
  ),
  email: v.optional(
    v.pipe(
      singleLineText(254, F.email, ADMIN_MESSAGES.email),
      v.trim(),
      v.check((e) => e === "" || v.is(EmailAddress, e), ADMIN_MESSAGES.email),
    ),
    "",
  ),
  url: v.optional(
    v.pipe(
      singleLineText(2000, F.website, ADMIN_MESSAGES.url),
      v.trim(),
      v.regex(/^(https?:\/\/\S+)?$/, ADMIN_MESSAGES.url),
    ),
    "",
  ),
  latitude: coordinateField(90, ADMIN_MESSAGES.latitude),
  longitude: coordinateField(180, ADMIN_MESSAGES.longitude),
  description: v.optional(multiLineText(LONG_TEXT_MAX, F.description), ""),
});

const HoursRowSchema = v.object({
  day_from: v.picklist(HOURS_DAYS, ADMIN_MESSAGES.hours),
  day_until: v.picklist(HOURS_DAYS, ADMIN_MESSAGES.hours),
  hour_from: v.picklist(HOURS_TIMES as string[], ADMIN_MESSAGES.hours),
  hour_until: v.picklist(HOURS_TIMES as string[], ADMIN_MESSAGES.hours),
});

/** The form with every field of the schema present: a field missing from a hand-made post reads as blank and answers its own message. */
function withEveryField(
  schema: { entries: Record<string, unknown> },
  form: Record<string, string>,
): Record<string, string> {
  return { ...Object.fromEntries(Object.keys(schema.entries).map((key) => [key, ""])), ...form };
}

function errorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The rows posted as hours_parts[i][day_from] etc., in index order, daily on one side daily on both. */
export function hoursRowsOf(form: Record<string, string>): Record<string, string>[] {
  const rows: Record<number, Record<string, string>> = {};
  for (const [key, value] of Object.entries(form)) {
    const m = /^hours_parts\[(\d{1,2})\]\[(day_from|day_until|hour_from|hour_until)\]$/.exec(key);
    if (m) (rows[Number(m[1])] ??= {})[m[2]!] = value;
  }
  return Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b)
    .map((i) => withDailyRule({ day_from: "", day_until: "", ...rows[i]! }));
}

/** A posted hours row as stored, or what is wrong with it. 00:00 as a closing time is midnight, the end of the day. */
function readHoursRow(row: Record<string, string>): { ok: true; row: HoursRow } | { ok: false; problem: string } {
  const parsed = v.safeParse(HoursRowSchema, row);
  if (!parsed.success) return { ok: false, problem: ADMIN_MESSAGES.hours };
  const { hour_from, hour_until } = parsed.output;
  if (hour_until <= hour_from && hour_until !== "00:00") return { ok: false, problem: ADMIN_MESSAGES.hoursOrder };
  return { ok: true, row: parsed.output };
}

export function parseVenue(form: Record<string, string>): Parsed<AdminVenueInput> & { rows: Record<string, string>[] } {
  const rows = hoursRowsOf(form);
  const byAppointment = form.by_appointment === "on";
  const venue = v.safeParse(VenueSchema, withEveryField(VenueSchema, form));
  const errors: FieldErrors = venue.success ? {} : errorsOf(venue.issues);
  const hours: HoursRow[] = [];
  rows.forEach((row, i) => {
    const read = readHoursRow(row);
    if (read.ok) hours.push(read.row);
    // 'By appointment only' disables the rows: they are kept for when it is unticked, and a bad one is left out, not reported.
    else if (!byAppointment) errors[`hours_parts.${i}`] ??= read.problem;
  });
  if (!venue.success || Object.keys(errors).length > 0) return { ok: false, errors, rows };
  const o = venue.output;
  return {
    ok: true,
    rows,
    value: {
      name: o.name,
      address: o.address,
      town: o.town,
      zip: o.zip,
      url: o.url,
      phone: o.phone,
      email: o.email,
      hours: formatHours(hours, byAppointment),
      hoursParts: JSON.stringify(hours),
      byAppointment,
      description: sanitizeHtml(o.description, "block"),
      latitude: o.latitude,
      longitude: o.longitude,
      placeUrl: o.place_url,
      category: o.category,
    },
  };
}

const ExhibitionSchema = v.pipe(
  v.object({
    // The title alone (artists have their field), one line; emphasis is kept, other markup dropped.
    title: v.pipe(
      singleLineText(300, F.exhibitionTitle),
      v.transform((title) => sanitizeHtml(title, "inline")),
      v.check((title) => htmlToText(title) !== "", ADMIN_MESSAGES.title),
    ),
    artists: v.optional(singleLineText(500, F.artists), ""),
    venue_id: v.pipe(v.string(), v.regex(/^\d+$/, ADMIN_MESSAGES.venue), v.transform(Number)),
    show_start: calendarDate(ADMIN_MESSAGES.showStart),
    show_end: calendarDate(ADMIN_MESSAGES.showEnd),
    opening_date: v.optional(optional(calendarDate(ADMIN_MESSAGES.opening)), ""),
    opening_from: v.optional(optional(v.pipe(v.string(), v.regex(TIME, ADMIN_MESSAGES.openingTime))), ""),
    opening_until: v.optional(optional(v.pipe(v.string(), v.regex(TIME, ADMIN_MESSAGES.openingTime))), ""),
    description: v.optional(multiLineText(LONG_TEXT_MAX, F.description), ""),
    press_release: v.optional(multiLineText(LONG_TEXT_MAX, F.pressRelease), ""),
    critics_pick_path: v.optional(
      optional(v.pipe(v.string(), v.trim(), v.regex(/^\/[\w\-/]*$/, ADMIN_MESSAGES.path))),
      "",
    ),
    preview_path: v.optional(optional(v.pipe(v.string(), v.trim(), v.regex(/^\/[\w\-/]*$/, ADMIN_MESSAGES.path))), ""),
    image_url: v.optional(
      v.pipe(
        singleLineText(2000, F.imageUrl, ADMIN_MESSAGES.image),
        v.trim(),
        v.regex(/^((https:\/\/|\/)\S+)?$/, ADMIN_MESSAGES.image),
      ),
      "",
    ),
  }),
  v.forward(
    v.check((o) => o.show_end >= o.show_start, ADMIN_MESSAGES.showEnd),
    ["show_end"],
  ),
  v.forward(
    v.check(
      // Times without a date are refused; a date's times are read in receptionOf.
      (o) => o.opening_date !== "" || (o.opening_from === "" && o.opening_until === ""),
      ADMIN_MESSAGES.opening,
    ),
    ["opening_date"],
  ),
);

type Reception = { start: string; end: string } | null;

/**
 * The reception as stored, UTC instants, from its date and times on the
 * venue's clock (`timeZone`), each with that date's offset (utcAtWallClock
 * says how a time the clocks skip or repeat is read); null for none,
 * undefined when a time is missing or the end is not after the start.
 */
function receptionOf(date: string, from: string, until: string, timeZone: string): Reception | undefined {
  if (date === "") return null;
  const start = utcAtWallClock(`${date}T${from}`, timeZone);
  const end = utcAtWallClock(`${date}T${until}`, timeZone);
  return start && end && end > start ? { start, end } : undefined;
}

/** The reception's fields as the form shows them: its stored instants on the venue's clock, so an unchanged form posts them back as they are. */
export function receptionFields(start: string | null, end: string | null, timeZone: string) {
  const from = wallClockAt(start, timeZone);
  return {
    opening_date: from.slice(0, 10),
    opening_from: from.slice(11, 16),
    opening_until: wallClockAt(end, timeZone).slice(11, 16),
  };
}

/** The exhibition form, its reception times read on the venue's clock (`timeZone`, see receptionClock). */
export function parseExhibition(form: Record<string, string>, timeZone: string): Parsed<AdminExhibitionInput> {
  const parsed = v.safeParse(ExhibitionSchema, withEveryField(ExhibitionSchema, form));
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues) };
  const o = parsed.output;
  const reception = receptionOf(o.opening_date, o.opening_from, o.opening_until, timeZone);
  if (reception === undefined) return { ok: false, errors: { opening_date: ADMIN_MESSAGES.opening } };
  return {
    ok: true,
    value: {
      title: o.title,
      artists: o.artists,
      description: sanitizeHtml(o.description, "block"),
      pressRelease: sanitizeHtml(o.press_release, "block"),
      showStart: o.show_start,
      showEnd: o.show_end,
      openingStart: reception?.start ?? null,
      openingEnd: reception?.end ?? null,
      isMustSee: form.is_must_see === "on",
      criticsPickPath: o.critics_pick_path || null,
      previewPath: o.preview_path || null,
      isSpotlight: form.is_spotlight === "on",
      venueId: o.venue_id,
      imageUrl: o.image_url || null,
    },
  };
}

export const FEATURED_LIST_MESSAGES = {
  name: "Enter the list's name.",
  siteUrl: "Enter the list's site address, starting with http:// or https://.",
  list: "Choose a featured list.",
  venue: "Choose an existing venue.",
  venueName: "Type part of the venue's name (up to 80 characters).",
} as const;
