/**
 * "From the guide" on the magazine front page: must-see exhibitions on view
 * today, read straight from the guide tables (the guide's own services build
 * the full listings).
 */
import { IMAGE_COLUMNS, type Image, type ImageColumns, imageFromColumns } from "./images";

export interface GuideTeaserItem {
  id: number;
  title: string;
  artists: string;
  venueName: string;
  venuePath: string;
  place: string;
  placePath: string;
  showStart: string;
  showEnd: string;
  dateOverride: string;
  image: Image | null;
}

interface Row extends ImageColumns {
  id: number;
  title: string;
  artists: string;
  venue_name: string;
  venue_slug: string;
  place: string;
  place_url: string;
  show_start: string;
  show_end: string;
  date_override: string;
}

/** Must-see shows open today, closing soonest first. `today` is YYYY-MM-DD. */
export async function listMustSeeTeaser(
  db: D1Database,
  limit: number,
  today = new Date().toISOString().slice(0, 10),
): Promise<GuideTeaserItem[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.artists, e.show_start, e.show_end, e.date_override,
         v.name AS venue_name, v.slug AS venue_slug, pl.place, pl.place_url, ${IMAGE_COLUMNS}
       FROM exhibitions e
       JOIN venues v ON v.id = e.venue_id
       JOIN places pl ON pl.place_url = e.place_url
       LEFT JOIN images i ON i.id = e.primary_image_id
       WHERE e.is_must_see = 1 AND e.show_end >= ? AND e.show_start <= ?
       ORDER BY pl.is_priority DESC, e.show_end ASC LIMIT ?`,
    )
    .bind(today, today, limit)
    .all<Row>();
  return results.map((r) => ({
    id: r.id,
    title: r.title,
    artists: r.artists,
    venueName: r.venue_name,
    venuePath: `/artguide/venue/${r.venue_slug}`,
    place: r.place,
    placePath: `/artguide/place/${r.place_url}`,
    showStart: r.show_start,
    showEnd: r.show_end,
    dateOverride: r.date_override,
    image: imageFromColumns(r),
  }));
}
