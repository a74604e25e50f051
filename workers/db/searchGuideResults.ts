import type { GuideSearchResult } from "#machines/rules/magazine/searchTypes";
import { searchGuide } from "./guideSearch";

/**
 * How many art-guide matches each page of search results carries: page N of
 * GET /api/search holds page N of the article matches and page N of the guide
 * matches, and `pages` counts whichever list is longer.
 */
export const GUIDE_RESULTS_PER_PAGE = 6;

/** One page of guide exhibitions on view that match the search term, best match first, with their total (a floor when capped). */
export async function searchGuideResults(
  db: D1Database,
  term: string,
  page: number,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ results: GuideSearchResult[]; total: number; capped: boolean }> {
  const { exhibitions, exhibitionTotal, exhibitionsCapped } = await searchGuide(db, term, {
    page,
    size: GUIDE_RESULTS_PER_PAGE,
    today,
    venues: false,
  });
  return {
    total: exhibitionTotal,
    capped: exhibitionsCapped,
    results: exhibitions.map((e) => ({
      category: "artguide",
      id: e.id,
      entity: { id: e.id, title: e.title.split("\n").join(" — "), url: e.path },
      highlight: "",
      path: e.path,
      media: e.images,
      location_name: e.location.name,
      exhibition_title: e.exhibitionTitle,
      run_dates: e.dates.run,
      address: e.location.address,
      place: e.location.place,
      country: e.location.country_code,
    })),
  };
}
