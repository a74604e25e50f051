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
