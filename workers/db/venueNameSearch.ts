import type { VenueMatch } from "#machines/rules/admin/adminGuideTypes";

/** The admin tables that take a venue once at most, keyed by venue_id. */
type VenueSet = "location_group_venues" | "guide_members";

/** The first 20 venues by name whose name contains `query` and that are not yet in `set`. */
export async function findVenuesNotIn(db: D1Database, set: VenueSet, query: string): Promise<VenueMatch[]> {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.name, v.address, p.place FROM venues v JOIN places p ON p.place_url = v.place_url
        WHERE instr(lower(v.name), lower(?)) > 0
          AND NOT EXISTS (SELECT 1 FROM ${set} m WHERE m.venue_id = v.id)
        ORDER BY v.name, v.id LIMIT 20`,
    )
    .bind(query)
    .all<VenueMatch>();
  return results;
}
