import type { GuideImage } from "#machines/rules/guide/guideTypes";
import type { Article } from "#machines/rules/magazine/articleTypes";

/** Search results as workers/db/search.ts and searchGuideResults.ts make them and the search page draws them. */

/** A matched article; pages send it as a teaser (`SearchResult<ArticleTeaser>`), the API whole. */
export interface SearchResult<Entity = Article> {
  category: string;
  id: number;
  entity: Entity;
  /** Escaped text with <mark> around the matched words. */
  highlight: string;
  score: number;
}

/** An art-guide search result: the article-like entity plus the guide's own fields. */
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
