import type { VenueMatch } from "#machines/rules/admin/adminGuideTypes";
import { findVenuesNotIn } from "#workers/db/venueNameSearch";

/** The art-guide admin's location groups: named sets of venues, a venue in one group at most. */

export interface LocationGroupVenue {
  id: number;
  name: string;
  slug: string;
  place: string;
}

export interface LocationGroup {
  id: number;
  name: string;
  venues: LocationGroupVenue[];
}

/** One page of groups, newest first, each with its venues by name; and how many groups there are. */
export async function listLocationGroups(
  db: D1Database,
  page: number,
  size: number,
): Promise<{ groups: LocationGroup[]; total: number }> {
  const [groups, venues, count] = await db.batch([
    db.prepare("SELECT id, name FROM location_groups ORDER BY id DESC LIMIT ? OFFSET ?").bind(size, (page - 1) * size),
    db
      .prepare(
        `SELECT m.group_id, v.id, v.name, v.slug, p.place FROM location_group_venues m
           JOIN venues v ON v.id = m.venue_id JOIN places p ON p.place_url = v.place_url
          WHERE m.group_id IN (SELECT id FROM location_groups ORDER BY id DESC LIMIT ? OFFSET ?)
          ORDER BY v.name, v.id`,
      )
      .bind(size, (page - 1) * size),
    db.prepare("SELECT COUNT(*) AS n FROM location_groups"),
  ]);
  const byGroup = new Map<number, LocationGroupVenue[]>();
  for (const row of venues!.results as (LocationGroupVenue & { group_id: number })[]) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ id: row.id, name: row.name, slug: row.slug, place: row.place });
    byGroup.set(row.group_id, list);
  }
  return {
    groups: (groups!.results as { id: number; name: string }[]).map((g) => ({ ...g, venues: byGroup.get(g.id) ?? [] })),
    total: Number((count!.results[0] as { n: number }).n),
  };
}

/** A new group; null when another group has the name already. */
export async function insertLocationGroup(db: D1Database, name: string): Promise<number | null> {
  const row = await db
    .prepare("INSERT INTO location_groups (name) VALUES (?) ON CONFLICT (name) DO NOTHING RETURNING id")
    .bind(name)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Renames a group: "missing" when there is no such group, "taken" when another has the name. */
export async function renameLocationGroup(
  db: D1Database,
  id: number,
  name: string,
): Promise<"ok" | "missing" | "taken"> {
  const taken = await db
    .prepare("SELECT id FROM location_groups WHERE name = ? AND id <> ?")
    .bind(name, id)
    .first<{ id: number }>();
  if (taken) return "taken";
  const result = await db.prepare("UPDATE location_groups SET name = ? WHERE id = ?").bind(name, id).run();
  return result.meta.changes > 0 ? "ok" : "missing";
}

/** Deletes a group; its venues stay, outside any group. */
export async function deleteLocationGroup(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare("DELETE FROM location_groups WHERE id = ?").bind(id).run();
  return result.meta.changes > 0;
}

/** Venues in no group whose name contains `query`, for the "add a venue" search. */
export function findVenuesOutsideGroups(db: D1Database, query: string): Promise<VenueMatch[]> {
  return findVenuesNotIn(db, "location_group_venues", query);
}

/** Adds a venue to a group: "missing" when the group or venue does not exist, "in-group" when it is in one already. */
export async function addVenueToGroup(
  db: D1Database,
  groupId: number,
  venueId: number,
): Promise<"ok" | "missing" | "in-group"> {
  const result = await db
    .prepare(
      `INSERT INTO location_group_venues (venue_id, group_id)
       SELECT ?, ? WHERE EXISTS (SELECT 1 FROM venues WHERE id = ?) AND EXISTS (SELECT 1 FROM location_groups WHERE id = ?)
       ON CONFLICT (venue_id) DO NOTHING`,
    )
    .bind(venueId, groupId, venueId, groupId)
    .run();
  if (result.meta.changes > 0) return "ok";
  const inGroup = await db
    .prepare("SELECT 1 AS yes FROM location_group_venues WHERE venue_id = ?")
    .bind(venueId)
    .first<{ yes: number }>();
  return inGroup ? "in-group" : "missing";
}

export async function removeVenueFromGroup(db: D1Database, groupId: number, venueId: number): Promise<void> {
  await db
    .prepare("DELETE FROM location_group_venues WHERE venue_id = ? AND group_id = ?")
    .bind(venueId, groupId)
    .run();
}
