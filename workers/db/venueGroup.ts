import type { VenueGroup } from "#machines/rules/guide/guideTypes";

/** One indexed read: the venue's group (primary key) and its other venues (group index). */
export async function venueGroupOf(db: D1Database, venueId: number): Promise<VenueGroup | null> {
  const { results } = await db
    .prepare(
      `SELECT g.name AS group_name, v.name, v.slug FROM location_group_venues m
         JOIN location_groups g ON g.id = m.group_id
         LEFT JOIN location_group_venues o ON o.group_id = m.group_id AND o.venue_id <> m.venue_id
         LEFT JOIN venues v ON v.id = o.venue_id
        WHERE m.venue_id = ? ORDER BY v.name LIMIT 50`,
    )
    .bind(venueId)
    .all<{ group_name: string; name: string | null; slug: string | null }>();
  if (results.length === 0) return null;
  return {
    name: results[0]!.group_name,
    venues: results.flatMap((r) => (r.name !== null && r.slug !== null ? [{ name: r.name, slug: r.slug }] : [])),
  };
}
