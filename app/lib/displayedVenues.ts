/**
 * The registry of venue blocks on screen: a venue block adds
 * itself on mount and removes itself on unmount; the map (its own issue)
 * subscribes to show exactly these venues. Counted, so two blocks of the
 * same venue stay registered until both are gone.
 */
export interface DisplayedVenue {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  path: string;
}

const counts = new Map<number, { venue: DisplayedVenue; count: number }>();
const listeners = new Set<(venues: DisplayedVenue[]) => void>();

function notify() {
  const venues = displayedVenues();
  for (const listener of listeners) listener(venues);
}

/** Registers a venue block; the returned function unregisters it. */
export function registerDisplayedVenue(venue: DisplayedVenue): () => void {
  const entry = counts.get(venue.id);
  counts.set(venue.id, { venue, count: (entry?.count ?? 0) + 1 });
  notify();
  return () => {
    const current = counts.get(venue.id);
    if (!current) return;
    if (current.count <= 1) counts.delete(venue.id);
    else counts.set(venue.id, { venue, count: current.count - 1 });
    notify();
  };
}

/** The venues on screen, in the order they were first shown. */
export function displayedVenues(): DisplayedVenue[] {
  return [...counts.values()].map((entry) => entry.venue);
}

/** Told of every change; returns the unsubscribe. */
export function subscribeDisplayedVenues(listener: (venues: DisplayedVenue[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
