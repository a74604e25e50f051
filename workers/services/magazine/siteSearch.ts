/**
 * One page of the magazine search (GET /api/search and /search): page N holds
 * page N of the article matches and page N of the art-guide matches, so both
 * kinds page the same way; `pages` counts the longer list and `total` both.
 */
import { pageCount } from "#machines/rules/magazine/magazine";
import type { GuideSearchResult, SearchResult } from "#machines/rules/magazine/searchTypes";
import type { AppContext } from "#workers/context";
import { type SearchPage, type SearchRequest, searchArticles } from "#workers/db/search";
import { GUIDE_RESULTS_PER_PAGE, searchGuideResults } from "#workers/db/searchGuideResults";
import { publicData } from "#workers/services/cache/publicData";
import { isEntitled } from "./meter";

export interface SiteSearchPage extends Omit<SearchPage, "results"> {
  results: (SearchResult | GuideSearchResult)[];
  articles: SearchResult[];
  guide: GuideSearchResult[];
}

/**
 * A page of results, kept for a few seconds per query (workers/services/cache/publicData.ts):
 * a common word matches a quarter of the articles at scale 150, and readers
 * ask for the same words at once when something is in the news.
 */
export function searchSite(
  app: Pick<AppContext, "db" | "config" | "viewer">,
  request: SearchRequest,
): Promise<SiteSearchPage> {
  // Highlights from the body only for readers past the paywall, so the access level is part of the key.
  const bodySnippets = isEntitled(app.viewer);
  const access = bodySnippets ? "full" : "wall";
  return publicData(app, ["search", access, request.query, request.sort, request.page, request.pageSize], () =>
    searchBoth(app.db, request, bodySnippets),
  );
}

async function searchBoth(db: D1Database, request: SearchRequest, bodySnippets: boolean): Promise<SiteSearchPage> {
  const [found, guide] = await Promise.all([
    searchArticles(db, request, { bodySnippets }),
    searchGuideResults(db, request.query, request.page),
  ]);
  return {
    ...found,
    total: found.total + guide.total,
    capped: found.capped || guide.capped,
    pages: Math.max(found.pages, pageCount(guide.total, GUIDE_RESULTS_PER_PAGE)),
    results: [...found.results, ...guide.results],
    articles: found.results,
    guide: guide.results,
  };
}
