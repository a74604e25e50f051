/** A city's gallery district, placed at the middle of its venues. */
export interface District {
  place_url: string;
  district: string;
  latitude: number;
  longitude: number;
}

/** Every named district with venues, at the mean position of its venues (the map's district labels). */
export async function listDistricts(db: D1Database): Promise<District[]> {
  const { results } = await db
    .prepare(
      `SELECT place_url, district, avg(latitude) AS latitude, avg(longitude) AS longitude
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
