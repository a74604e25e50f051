/** Venue choices of the exhibition form: a bounded list by name, plus the exhibition's own venue. */
export async function venueChoices(
  db: D1Database,
  includeId: number | null,
): Promise<{ id: number; name: string; town: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, town FROM venues WHERE id = ? OR id IN (SELECT id FROM venues ORDER BY id DESC LIMIT 300) ORDER BY name",
    )
    .bind(includeId ?? -1)
    .all<{ id: number; name: string; town: string }>();
  return results;
}
