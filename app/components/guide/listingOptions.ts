import type { ListingOptions } from "./ListingCard";

/** Listing options from a guide loader's base data (myguide ids become a Set in the component). */
export function listingOptions(
  base: { baseUrl: string; myguideIds: number[] | null },
  extra: Partial<ListingOptions> = {},
): ListingOptions {
  return {
    baseUrl: base.baseUrl,
    myguide: base.myguideIds ? new Set(base.myguideIds) : null,
    eagerImage: true,
    ...extra,
  };
}
