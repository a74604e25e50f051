import { fetchJson } from "#app/lib/jsonApi";
import type { MapLocation } from "#machines/rules/guide/guideMapView";

/** A venue of the map with its shows, from the guide api. */
export interface MapVenue extends MapLocation {
  name: string;
  address: string;
  path: string;
  shows: { id: number; title: string; path: string }[];
}

export interface ApiExhibition {
  id: number;
  title: string;
  path: string;
  location: {
    id: number;
    name: string;
    address: string;
    path: string;
    latitude: number;
    longitude: number;
    place_url?: string;
    place?: string;
  };
}

/** Venues in the order their first show came, each with its shows. */
export function venuesOf(exhibitions: readonly ApiExhibition[]): MapVenue[] {
  const byId = new Map<number, MapVenue>();
  for (const e of exhibitions) {
    const l = e.location;
    let venue = byId.get(l.id);
    if (!venue) {
      venue = {
        id: l.id,
        name: l.name,
        address: l.address,
        path: l.path,
        latitude: l.latitude,
        longitude: l.longitude,
        place_url: l.place_url,
        place: l.place,
        shows: [],
      };
      byId.set(l.id, venue);
    }
    venue.shows.push({ id: e.id, title: e.title.replace(/\n/g, ": "), path: e.path });
  }
  return [...byId.values()];
}

/** A show as a guide page's own list carries it: artists and exhibition title apart, no api title. */
export interface ListedShow extends Omit<ApiExhibition, "title"> {
  artists: string;
  exhibitionTitle: string;
}

/** The venues of the shows a page lists, as the map draws them. */
export function venuesOfListed(shows: readonly ListedShow[]): MapVenue[] {
  return venuesOf(
    shows.map(({ id, path, location, artists, exhibitionTitle }) => ({
      id,
      path,
      location,
      title: [artists, exhibitionTitle].filter(Boolean).join("\n"),
    })),
  );
}

interface Paged {
  _embedded: { items: ApiExhibition[] };
  pages: number;
}

/** Every page of a guide list, in pages of 15. */
export async function fetchAllPages(apiBase: string, listPath: string): Promise<MapVenue[]> {
  const url = (page: number) => `${apiBase}${listPath}${listPath.includes("?") ? "&" : "?"}page=${page}&size=15`;
  if (listPath.startsWith("/guide/myguide/")) {
    // Myguide answers every show at once.
    return venuesOf((await fetchJson<{ exhibitions: ApiExhibition[] }>(`${apiBase}${listPath}`)).exhibitions);
  }
  const first = await fetchJson<Paged>(url(1));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => fetchJson<Paged>(url(i + 2))),
  );
  return venuesOf([first, ...rest].flatMap((p) => p._embedded.items));
}

/** Shows near a point, nearest first (GET /guide/exhibitions/geo). */
export async function fetchNearby(apiBase: string, at: { latitude: number; longitude: number }): Promise<MapVenue[]> {
  const body = await fetchJson<{ exhibitions: ApiExhibition[] }>(
    `${apiBase}/guide/exhibitions/geo?latitude=${at.latitude}&longitude=${at.longitude}`,
  );
  return venuesOf(body.exhibitions);
}

/** The reader's location; a refusal rejects (the machine shows the spec's message). */
export function locate(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error("no geolocation"));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new Error(e.message)),
      { timeout: 15000, maximumAge: 60000 },
    );
  });
}
