import type { VenueMatch } from "#machines/rules/admin/adminGuideTypes";

/** Featured lists and their venues, for the art-guide admin. */
export interface AdminFeaturedList {
  id: number;
  name: string;
  site_url: string;
  venues: { id: number; name: string }[];
}

export async function listFeaturedLists(db: D1Database): Promise<AdminFeaturedList[]> {
  const [lists, members] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, site_url FROM featured_lists ORDER BY sort_order, id"),
    db.prepare(
      "SELECT l.list_id, v.id, v.name FROM featured_list_venues l JOIN venues v ON v.id = l.venue_id ORDER BY v.name",
    ),
  ]);
  return lists!.results.map((l) => ({
    id: Number(l.id),
    name: String(l.name),
    site_url: String(l.site_url),
    venues: members!.results.filter((m) => m.list_id === l.id).map((m) => ({ id: Number(m.id), name: String(m.name) })),
  }));
}

export async function insertFeaturedList(db: D1Database, name: string, siteUrl: string): Promise<void> {
  const slug = `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 50) || "list"
  }-${crypto.randomUUID().slice(0, 6)}`;
  await db
    .prepare(
      "INSERT INTO featured_lists (slug, name, site_url, sort_order) VALUES (?, ?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM featured_lists))",
    )
    .bind(slug, name, siteUrl)
    .run();
}

/** Adds a venue to a list; false when the list or the venue does not exist. */
export async function addVenueToList(db: D1Database, listId: number, venueId: number): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT OR IGNORE INTO featured_list_venues (list_id, venue_id) SELECT l.id, v.id FROM featured_lists l, venues v WHERE l.id = ? AND v.id = ?",
    )
    .bind(listId, venueId)
    .run();
  if (result.meta.changes > 0) return true;
  return (
    (await db
      .prepare("SELECT 1 FROM featured_list_venues WHERE list_id = ? AND venue_id = ?")
      .bind(listId, venueId)
      .first()) !== null
  );
}

export async function removeVenueFromList(db: D1Database, listId: number, venueId: number): Promise<void> {
  await db.prepare("DELETE FROM featured_list_venues WHERE list_id = ? AND venue_id = ?").bind(listId, venueId).run();
}

/**
 * Venues whose name contains `query` (names starting with it first), with their
 * city, leaving out those already on the list: what the admin adds by name.
 */
export async function findVenuesForList(
  db: D1Database,
  listId: number,
  query: string,
  limit = 8,
): Promise<VenueMatch[]> {
  const { results } = await db
    .prepare(
      `SELECT v.id, v.name, v.address, p.place FROM venues v JOIN places p ON p.place_url = v.place_url
       WHERE instr(lower(v.name), lower(?1)) > 0
         AND v.id NOT IN (SELECT venue_id FROM featured_list_venues WHERE list_id = ?2)
       ORDER BY instr(lower(v.name), lower(?1)) = 1 DESC, v.name LIMIT ?3`,
    )
    .bind(query, listId, limit)
    .all<VenueMatch>();
  return results;
}
