import { infiniteListWith } from "#app/lib/infiniteListActor";
import { fetchPage } from "#app/lib/jsonApi";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import type { PageResult } from "#machines/rules/shell/paging";

/** One page from the guide's api path: a 404 means no such page. */
async function fetchGuidePage(url: string, page: number): Promise<PageResult<ListingExhibition>> {
  const body = await fetchPage<{ _embedded: { items: ListingExhibition[] }; pages: number; total: number }>(url);
  return { items: body._embedded.items, page, pages: body.pages, total: body.total };
}

/** The infinite-list machine paging a guide list, loaded with the first page asked for (InfiniteListings). */
export function guideListWith(apiUrl: (page: number) => string, loaderStillNear: () => Promise<boolean>) {
  return infiniteListWith<ListingExhibition>((page) => fetchGuidePage(apiUrl(page), page), loaderStillNear);
}
