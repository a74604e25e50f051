import { runDates } from "../../machines/rules/guide";
import type { GuideImage } from "./guideTypes";
import { searchGuide } from "./guideSearch";

/** How many art-guide matches the first page of search results carries. */
export const GUIDE_RESULTS_ON_FIRST_PAGE = 6;

/** An art-guide search result (spec 1 §3): the article-like entity plus the guide's own fields. */
export interface GuideSearchResult {
  category: "artguide";
  id: number;
  entity: { id: number; title: string; url: string };
  highlight: string;
  path: string;
  media: GuideImage[];
  location_name: string;
  exhibition_title: string;
  run_dates: string;
  address: string;
  place: string;
  country: string;
}

/** Guide exhibitions on view that match the search term, best match first. */
export async function searchGuideResults(db: D1Database, term: string, limit: number, today = new Date().toISOString().slice(0, 10)): Promise<GuideSearchResult[]> {
  const { exhibitions } = await searchGuide(db, term, { page: 1, size: limit, today });
  return exhibitions.map((e) => ({
    category: "artguide",
    id: e.id,
    entity: { id: e.id, title: e.title.split("\n").join(" — "), url: e.path },
    highlight: "",
    path: e.path,
    media: e.images,
    location_name: e.location.name,
    exhibition_title: e.exhibitionTitle,
    run_dates: runDates(e.showStart, e.showEnd, e.dateOverride),
    address: e.location.address,
    place: e.location.place,
    country: e.location.country_code,
  }));
}
