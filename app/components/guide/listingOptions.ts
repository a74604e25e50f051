import type { ListingOptions } from "./ListingCard";

/** Listing options from a guide loader's base data. */
export function listingOptions(base: { baseUrl: string }, extra: Partial<ListingOptions> = {}): ListingOptions {
  return {
    baseUrl: base.baseUrl,
    eagerImage: true,
    ...extra,
  };
}
