import { plainText } from "#machines/rules/guide/guide";
import type { VenueBase } from "#machines/rules/guide/guideTypes";
import { type ColumnValues, insertClause, setClause } from "#workers/db/columnClauses";
/** The art-guide admin's reads and writes of venues and exhibitions. FTS stays current through the triggers of 0006. */

export interface AdminVenueRow extends VenueBase {
  hours_parts: string;
  hours_by_appointment: number;
  place_url: string;
  district: string;
  category: string;
  /** The path of its primary image, when it has one (getAdminVenue only). */
  image_url?: string | null;
}

export interface AdminVenueInput extends Omit<VenueBase, "id" | "slug"> {
  hoursParts: string;
  byAppointment: boolean;
  placeUrl: string;
  category: string;
}

export async function listAdminVenues(db: D1Database, query: string, limit = 50): Promise<AdminVenueRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM venues WHERE ? = '' OR instr(lower(name), lower(?)) > 0 ORDER BY id DESC LIMIT ?")
    .bind(query, query, limit)
    .all<AdminVenueRow>();
  return results;
}

export async function getAdminVenue(db: D1Database, id: number): Promise<AdminVenueRow | null> {
  return db
    .prepare(
      "SELECT v.*, i.path AS image_url FROM venues v LEFT JOIN images i ON i.id = v.primary_image_id WHERE v.id = ?",
    )
    .bind(id)
    .first<AdminVenueRow>();
}

export async function placeExists(db: D1Database, placeUrl: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM places WHERE place_url = ?").bind(placeUrl).first()) !== null;
}

export async function listPlaces(db: D1Database): Promise<{ place_url: string; place: string }[]> {
  const { results } = await db
    .prepare("SELECT place_url, place FROM places ORDER BY place")
    .all<{ place_url: string; place: string }>();
  return results;
}

function slugOf(name: string): string {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "item";
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
}

/** The columns a venue's form writes. */
const venueColumns = (v: AdminVenueInput): ColumnValues => ({
  name: v.name,
  address: v.address,
  town: v.town,
  zip: v.zip,
  url: v.url,
  phone: v.phone,
  email: v.email,
  hours: v.hours,
  hours_parts: v.hoursParts,
  hours_by_appointment: v.byAppointment ? 1 : 0,
  description: v.description,
  latitude: v.latitude,
  longitude: v.longitude,
  place_url: v.placeUrl,
  category: v.category,
});

export async function insertVenue(db: D1Database, v: AdminVenueInput): Promise<number> {
  const row = { slug: slugOf(v.name), ...venueColumns(v) };
  const inserted = await db
    .prepare(`INSERT INTO venues ${insertClause(row)} RETURNING id`)
    .bind(...Object.values(row))
    .first<{ id: number }>();
  return inserted!.id;
}

export async function updateVenue(db: D1Database, id: number, v: AdminVenueInput): Promise<void> {
  const row = venueColumns(v);
  await db
    .prepare(`UPDATE venues SET ${setClause(row)} WHERE id = ?`)
    .bind(...Object.values(row), id)
    .run();
}

export async function deleteVenue(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM venues WHERE id = ?").bind(id).run();
}

export interface AdminExhibitionRow {
  id: number;
  slug: string;
  title: string;
  artists: string;
  description: string;
  press_release: string;
  show_start: string;
  show_end: string;
  opening_start: string | null;
  opening_end: string | null;
  is_must_see: number;
  critics_pick_path: string | null;
  preview_path: string | null;
  is_spotlight: number;
  venue_id: number;
  venue_name: string;
  /** The venue's city, for the clock its reception is shown on. */
  venue_place: string;
  venue_place_url: string;
  venue_country_code: string;
  image_url: string | null;
}

export interface AdminExhibitionInput {
  title: string;
  artists: string;
  description: string;
  pressRelease: string;
  showStart: string;
  showEnd: string;
  openingStart: string | null;
  openingEnd: string | null;
  isMustSee: boolean;
  criticsPickPath: string | null;
  previewPath: string | null;
  isSpotlight: boolean;
  venueId: number;
  imageUrl: string | null;
}

const EXHIBITION_SELECT = `SELECT e.*, v.name AS venue_name, i.path AS image_url,
    COALESCE(p.place, '') AS venue_place, v.place_url AS venue_place_url, COALESCE(p.country_code, '') AS venue_country_code
  FROM exhibitions e JOIN venues v ON v.id = e.venue_id LEFT JOIN places p ON p.place_url = v.place_url
  LEFT JOIN images i ON i.id = e.primary_image_id`;

export async function listAdminExhibitions(db: D1Database, query: string, limit = 50): Promise<AdminExhibitionRow[]> {
  const { results } = await db
    .prepare(`${EXHIBITION_SELECT} WHERE ? = '' OR instr(lower(e.title), lower(?)) > 0 ORDER BY e.id DESC LIMIT ?`)
    .bind(query, query, limit)
    .all<AdminExhibitionRow>();
  return results;
}

export async function getAdminExhibition(db: D1Database, id: number): Promise<AdminExhibitionRow | null> {
  return db.prepare(`${EXHIBITION_SELECT} WHERE e.id = ?`).bind(id).first<AdminExhibitionRow>();
}

/** An image row for an uploaded file (workers/services/admin/imageUpload.ts), with its real size and type. */
export async function insertUploadedImage(
  db: D1Database,
  image: { path: string; width: number; height: number; mimetype: string },
  name: string,
): Promise<number> {
  const row = await db
    .prepare(
      "INSERT INTO images (name, path, path_large, path_square, path_original_crop, width, height, mimetype) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(name, image.path, image.path, image.path, image.path, image.width, image.height, image.mimetype)
    .first<{ id: number }>();
  return row!.id;
}

export async function setVenueImage(db: D1Database, venueId: number, imageId: number): Promise<void> {
  await db.prepare("UPDATE venues SET primary_image_id = ? WHERE id = ?").bind(imageId, venueId).run();
}

export async function setExhibitionImage(db: D1Database, exhibitionId: number, imageId: number): Promise<void> {
  await db.prepare("UPDATE exhibitions SET primary_image_id = ? WHERE id = ?").bind(imageId, exhibitionId).run();
}

/** An image row for a URL given in the form (the repo keeps media as paths in `images`). */
async function imageIdFor(db: D1Database, url: string | null, alt: string): Promise<number | null> {
  if (!url) return null;
  const row = await db
    .prepare(
      "INSERT INTO images (name, path, path_large, path_square, path_original_crop, width, height, mimetype) VALUES (?, ?, ?, ?, ?, 1200, 800, 'image/jpeg') RETURNING id",
    )
    .bind(alt, url, url, url, url)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function saveExhibition(db: D1Database, id: number | null, e: AdminExhibitionInput): Promise<number> {
  const venue = await db
    .prepare("SELECT place_url, category FROM venues WHERE id = ?")
    .bind(e.venueId)
    .first<{ place_url: string; category: string }>();
  if (!venue) throw new Error("venue vanished");
  const current = id ? await getAdminExhibition(db, id) : null;
  const imageId =
    e.imageUrl && e.imageUrl !== current?.image_url ? await imageIdFor(db, e.imageUrl, e.title) : undefined;
  const row: ColumnValues = {
    title: e.title,
    artists: e.artists,
    description: e.description,
    press_release: e.pressRelease,
    show_start: e.showStart,
    show_end: e.showEnd,
    opening_start: e.openingStart,
    opening_end: e.openingEnd,
    is_must_see: e.isMustSee ? 1 : 0,
    critics_pick_path: e.criticsPickPath,
    preview_path: e.previewPath,
    is_spotlight: e.isSpotlight ? 1 : 0,
    venue_id: e.venueId,
    place_url: venue.place_url,
    category: venue.category,
  };
  if (id === null) {
    const created = { ...row, primary_image_id: imageId ?? null, slug: slugOf(plainText(e.title)) };
    const inserted = await db
      .prepare(`INSERT INTO exhibitions ${insertClause(created)} RETURNING id`)
      .bind(...Object.values(created))
      .first<{ id: number }>();
    return inserted!.id;
  }
  // Without a new image the current one stays.
  await db
    .prepare(`UPDATE exhibitions SET ${setClause(row)}, primary_image_id = COALESCE(?, primary_image_id) WHERE id = ?`)
    .bind(...Object.values(row), imageId ?? null, id)
    .run();
  return id;
}

export async function deleteExhibition(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM exhibitions WHERE id = ?").bind(id).run();
}

/** Must-see selection: the exhibitions currently on, flagged or not. */
export async function setMustSee(db: D1Database, id: number, on: boolean): Promise<void> {
  await db
    .prepare("UPDATE exhibitions SET is_must_see = ? WHERE id = ?")
    .bind(on ? 1 : 0, id)
    .run();
}
