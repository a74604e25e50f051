/** What the admin's guide screens get from workers/db and show. */

/** A venue offered by an admin's "add a venue" search. */
export interface VenueMatch {
  id: number;
  name: string;
  address: string;
  place: string;
}
