import { myguideListPath } from "#machines/rules/guide/myguideWrites";
import { pageKindOf } from "#machines/rules/pocket/offlineCaches";

export interface PageFacts {
  pathname: string;
  search: string;
  /** The page loaded before the service worker controlled it (a first visit): nothing of it was kept. */
  uncontrolled: boolean;
  /** Site links on the page to venue pages (myguide's saved shows). */
  venueHrefs: readonly string[];
  /** Same-origin image addresses the page shows, at the size it chose. */
  imageSrcs: readonly string[];
  apiPath: string;
}

/**
 * What a page asks the service worker to keep once it runs: on a first
 * visit, the page itself and its images (they came before the worker); on
 * myguide, also its router data, the venue pages of the saved shows,
 * myguide's list (the map of saved venues reads it) and the offline map style.
 */
export function addressesToKeep(page: PageFacts): string[] {
  const kept = pageKindOf(page.pathname);
  const urls: string[] = [];
  if (kept && page.uncontrolled) urls.push(`${page.pathname}${page.search}`, ...page.imageSrcs);
  if (kept === "myguide") {
    urls.push(
      // The router reloads the page's data when the map opens (a history entry).
      `${page.pathname}.data${page.search}`,
      ...page.venueHrefs.filter((href) => pageKindOf(href) === "venue"),
      myguideListPath(page.apiPath),
      "/artguide/map/style.json?basemap=offline",
      "/artguide/map/style.json",
    );
    if (!page.uncontrolled) urls.push(...page.imageSrcs);
  }
  return [...new Set(urls)];
}
