/** A city's gallery district, named just north of its venues (its label sits above their markers). */
export interface District {
  place_url: string;
  district: string;
  latitude: number;
  longitude: number;
}

/** Every named district with venues: the middle of its venues west to east, their northern edge. */
export async function listDistricts(db: D1Database): Promise<District[]> {
  const { results } = await db
    .prepare(
      `SELECT place_url, district, max(latitude) AS latitude, avg(longitude) AS longitude
       FROM venues WHERE district <> '' GROUP BY place_url, district ORDER BY place_url, district`,
    )
    .all<District>();
  return results.map((r) => ({
    place_url: String(r.place_url),
    district: String(r.district),
    latitude: Math.round(Number(r.latitude) * 1e5) / 1e5,
    longitude: Math.round(Number(r.longitude) * 1e5) / 1e5,
  }));
}

/** The names of a city's districts with venues, by name: a city page's neighbourhood filter. */
export async function cityDistrictNames(db: D1Database, placeUrl: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT DISTINCT district FROM venues INDEXED BY venues_place_district WHERE place_url = ? AND district <> '' ORDER BY district",
    )
    .bind(placeUrl)
    .all<{ district: string }>();
  return results.map((r) => String(r.district));
}

/** One hours row of a venue covers the day and the time (`row` reads a row's field). */
const hoursRowOpen = (row: (field: string) => string) =>
  `lower(${row("day_from")}) || '|' || lower(${row("day_until")}) IN (SELECT value FROM json_each(?))
   AND ${row("hour_from")} <= ? AND ${row("hour_until")} > ?`;

/**
 * The ids of a city's venues of a district and/or open at a moment: its
 * hours rows' "from|until" day pairs that cover the city's weekday, and its
 * time. A venue's hours are its editor rows (hours_parts) or, before it was
 * edited, its seeded rows (venue_hours); a venue by appointment is never open now.
 */
export async function cityVenueIds(
  db: D1Database,
  placeUrl: string,
  { district, openAt }: { district?: string; openAt?: { dayPairs: readonly string[]; time: string } },
): Promise<number[]> {
  const where = ["v.place_url = ?"];
  const params: unknown[] = [placeUrl];
  if (district !== undefined) {
    where.push("v.district = ?");
    params.push(district);
  }
  if (openAt) {
    where.push(`v.hours_by_appointment = 0 AND (
      EXISTS (SELECT 1 FROM json_each(v.hours_parts) h WHERE ${hoursRowOpen((f) => `json_extract(h.value, '$.${f}')`)})
      OR (v.hours_parts = '[]' AND EXISTS (SELECT 1 FROM venue_hours vh WHERE vh.venue_id = v.id AND ${hoursRowOpen((f) => `vh.${f}`)})))`);
    const pairs = JSON.stringify(openAt.dayPairs);
    params.push(pairs, openAt.time, openAt.time, pairs, openAt.time, openAt.time);
  }
  const { results } = await db
    .prepare(`SELECT v.id FROM venues v WHERE ${where.join(" AND ")} ORDER BY v.id`)
    .bind(...params)
    .all<{ id: number }>();
  return results.map((r) => Number(r.id));
}
