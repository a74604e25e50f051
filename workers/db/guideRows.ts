import type { HoursRow } from "#machines/rules/admin/admin";
import { wallClockAt } from "#machines/rules/calendar/wallClock";
import { exhibitionDates } from "#machines/rules/guide/exhibitionDates";
import { guidePaths } from "#machines/rules/guide/guide";
import type { FeaturedListRef, GuideExhibition, GuideImage, GuideLocation } from "#machines/rules/guide/guideTypes";
import { internationalPhone } from "#machines/rules/guide/phone";
import { receptionClock, timeZoneOfPlace } from "#machines/rules/guide/placeTimeZones";
import { htmlToText, sanitizeHtml } from "#workers/text/sanitize";

/**
 * The SELECT list and row mapping shared by every guide query, so an
 * exhibition or a venue has one shape whichever list it comes from.
 */

const image = (alias: string, prefix: string) =>
  `${alias}.path AS ${prefix}_path, ${alias}.path_large AS ${prefix}_path_large, ${alias}.path_square AS ${prefix}_path_square, ` +
  `${alias}.width AS ${prefix}_width, ${alias}.height AS ${prefix}_height, ${alias}.caption_formatted AS ${prefix}_caption`;

/** Venue columns (alias v, place p, venue image vi); binds nothing. */
export const VENUE_COLUMNS = `
  v.id AS v_id, v.slug AS v_slug, v.name AS v_name, v.address AS v_address, v.town AS v_town, v.zip AS v_zip,
  v.url AS v_url, v.phone AS v_phone, v.email AS v_email, v.hours AS v_hours, v.hours_parts AS v_hours_parts,
  v.hours_by_appointment AS v_hours_by_appointment, v.description AS v_description,
  v.latitude AS v_latitude, v.longitude AS v_longitude, v.district AS v_district, v.category AS v_category,
  p.place AS p_place, p.place_url AS p_place_url, p.country_code AS p_country_code,
  ${image("vi", "vi")},
  (SELECT json_group_array(json_object('name', fl.name, 'site_url', fl.site_url))
     FROM featured_list_venues flv JOIN featured_lists fl ON fl.id = flv.list_id
    WHERE flv.venue_id = v.id) AS v_lists`;

/** Exhibition columns (alias e, image ei) plus the venue's. Binds one parameter: today (for hasMoreExhibitions). */
export const EXHIBITION_COLUMNS = `
  e.id AS e_id, e.slug AS e_slug, e.title AS e_title, e.artists AS e_artists, e.subtitle AS e_subtitle,
  e.description AS e_description, e.description_extended AS e_description_extended, e.press_release AS e_press_release,
  e.show_start AS e_show_start, e.show_end AS e_show_end, e.date_override AS e_date_override,
  e.opening_start AS e_opening_start, e.opening_end AS e_opening_end, e.is_must_see AS e_is_must_see,
  e.is_spotlight AS e_is_spotlight, e.critics_pick_path AS e_critics_pick, e.preview_path AS e_preview,
  e.viewing_room_path AS e_viewing_room, e.category AS e_category,
  ${image("ei", "ei")},
  (SELECT json_group_array(json_object('path', i.path, 'path_large', i.path_large, 'path_square', i.path_square,
          'width', i.width, 'height', i.height, 'caption', i.caption_formatted))
     FROM (SELECT im.* FROM exhibition_images xi JOIN images im ON im.id = xi.image_id
            WHERE xi.exhibition_id = e.id AND im.mimetype != 'application/pdf' ORDER BY xi.position) i) AS e_images,
  EXISTS (SELECT 1 FROM exhibitions o WHERE o.venue_id = v.id AND o.id != e.id AND o.show_end >= ?) AS v_more,
  ${VENUE_COLUMNS}`;

/** Joins for EXHIBITION_COLUMNS. */
export const EXHIBITION_FROM = `
  FROM exhibitions e
  JOIN venues v ON v.id = e.venue_id
  JOIN places p ON p.place_url = v.place_url
  LEFT JOIN images ei ON ei.id = e.primary_image_id
  LEFT JOIN images vi ON vi.id = v.primary_image_id`;

export const VENUE_FROM = `
  FROM venues v
  JOIN places p ON p.place_url = v.place_url
  LEFT JOIN images vi ON vi.id = v.primary_image_id`;

type Row = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));
const num = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0));

function imageOf(row: Row, prefix: string): GuideImage | null {
  const path = row[`${prefix}_path`];
  if (typeof path !== "string" || !path) return null;
  return {
    path,
    path_large: str(row[`${prefix}_path_large`]) || path,
    path_square: str(row[`${prefix}_path_square`]) || path,
    width: num(row[`${prefix}_width`]),
    height: num(row[`${prefix}_height`]),
    caption: sanitizeHtml(str(row[`${prefix}_caption`]), "inline"),
  };
}

/** An exhibition's images from its JSON column, captions sanitised like every caption. */
function imagesOf(value: unknown): GuideImage[] {
  return parseJsonArray<GuideImage>(value).map((image) => ({
    ...image,
    caption: sanitizeHtml(image.caption, "inline"),
  }));
}

function parseJsonArray<T>(value: unknown): T[] {
  if (typeof value !== "string" || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function venueFromRow(row: Row, hasMore = false): GuideLocation {
  const placeUrl = str(row.p_place_url);
  return {
    id: num(row.v_id),
    slug: str(row.v_slug),
    name: str(row.v_name),
    address: str(row.v_address),
    town: str(row.v_town),
    zip: str(row.v_zip),
    url: str(row.v_url),
    // International format, spaces hyphenated, formatted here so browsers need no phone library.
    phone: internationalPhone(str(row.v_phone), str(row.p_country_code)),
    email: str(row.v_email),
    hours: str(row.v_hours),
    hoursParts: parseJsonArray<HoursRow>(row.v_hours_parts),
    byAppointment: Boolean(num(row.v_hours_by_appointment)),
    timeZone: timeZoneOfPlace(placeUrl, str(row.p_country_code)),
    description: sanitizeHtml(str(row.v_description), "block"),
    path: guidePaths.venue(str(row.v_slug)),
    latitude: num(row.v_latitude),
    longitude: num(row.v_longitude),
    place: str(row.p_place),
    place_url: placeUrl,
    placePath: guidePaths.place(placeUrl),
    country_code: str(row.p_country_code),
    hasMoreExhibitions: hasMore || Boolean(num(row.v_more)),
    primaryImage: imageOf(row, "vi"),
    location: {
      place: str(row.p_place),
      place_url: placeUrl,
      district: str(row.v_district),
      category: str(row.v_category),
    },
    featuredLists: parseJsonArray<FeaturedListRef>(row.v_lists),
  };
}

/** A show from its row, its dates written for `today` (the day the answer is for). */
export function exhibitionFromRow(row: Row, today: string): GuideExhibition {
  const location = venueFromRow(row);
  const artists = str(row.e_artists);
  // Titles may carry emphasis (<em>): the HTML for the page, its text for one-line uses.
  const title = sanitizeHtml(str(row.e_title), "inline");
  const primaryImage = imageOf(row, "ei");
  const images = imagesOf(row.e_images);
  const openingStart = row.e_opening_start == null ? null : str(row.e_opening_start);
  const openingEnd = row.e_opening_end == null ? null : str(row.e_opening_end);
  const slug = str(row.e_slug);
  const { timeZone } = receptionClock({
    place: location.place,
    placeUrl: location.place_url,
    countryCode: location.country_code,
  });
  const show = {
    id: num(row.e_id),
    slug,
    title: artists ? `${artists}\n${htmlToText(title)}` : htmlToText(title),
    exhibitionTitle: title,
    artists,
    subtitle: str(row.e_subtitle),
    // HTML fields leave the server only through the allowlist sanitiser.
    description: sanitizeHtml(str(row.e_description), "block"),
    descriptionExtended: sanitizeHtml(str(row.e_description_extended), "block"),
    pressRelease: sanitizeHtml(str(row.e_press_release), "block"),
    showStart: str(row.e_show_start),
    showEnd: str(row.e_show_end),
    dateOverride: str(row.e_date_override),
    openingStart,
    openingEnd,
    // The *AsString fields carry the city's wall-clock time on that date, which listings show and group by.
    openingStartAsString: wallClockAt(openingStart, timeZone),
    openingEndAsString: wallClockAt(openingEnd, timeZone),
    isMustSee: Boolean(num(row.e_is_must_see)),
    isSpotlight: Boolean(num(row.e_is_spotlight)),
    criticsPick: row.e_critics_pick ? str(row.e_critics_pick) : null,
    preview: row.e_preview ? str(row.e_preview) : null,
    viewingRoom: row.e_viewing_room ? str(row.e_viewing_room) : null,
    category: str(row.e_category),
    path: `${location.path}#${slug}`,
    images: images.length > 0 ? images : primaryImage ? [primaryImage] : [],
    primaryImage,
    location,
  };
  return { ...show, dates: exhibitionDates(show, today) };
}

/** Pages count for a total and size (at least 1, so "page 1 of 1" holds for an empty list). */
export function pagesOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
