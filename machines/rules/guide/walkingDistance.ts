import type { LatLng } from "./map";

/** A walker's pace: 5 km an hour. */
export const WALKING_METRES_PER_MINUTE = 5000 / 60;
const EARTH_RADIUS_METRES = 6_371_000;

/** The distance on the ground between two points (haversine), in metres. */
export function metresBetween(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes on foot, at least one. */
export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.round(metres / WALKING_METRES_PER_MINUTE));
}

/**
 * How far a venue is from the reader, as nearby's sidebar says it: under a
 * kilometre in metres (to 10 m) with the walk's minutes, "350 m · 4 min walk";
 * beyond, in kilometres, one decimal under 10 km, "1.2 km", "14 km".
 */
export function distanceText(metres: number): string {
  if (metres < 995) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return `${rounded} m · ${walkingMinutes(metres)} min walk`;
  }
  const km = metres / 1000;
  return km < 9.95 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** How far `to` is from the reader at `from`, in words. */
export function distanceFrom(from: LatLng, to: LatLng): string {
  return distanceText(metresBetween(from, to));
}
