import { Link } from "#app/components/navigation/Link";
import type { SearchSort } from "#machines/rules/magazine/magazine";
import type { SearchResult } from "#machines/rules/magazine/searchTypes";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";

/** An article result as the page sends it (a teaser) or the API (whole). */
type ArticleResult = SearchResult<ArticleTeaser>;

import { useRootData } from "#app/lib/rootData";
import { fetchApiPage, useInfiniteList } from "#app/lib/useInfiniteList";
import type { GuideSearchResult } from "#machines/rules/magazine/searchTypes";
import { ArticleImage } from "./ArticleImage";
import { DateLine } from "./DateLine";
import { GuideResultItem } from "./GuideResults";
import { Html } from "./Html";
import { MoreLink } from "./MoreLink";

/** One search result with its highlighted passage. */
function Result({ result: { entity, highlight }, eager }: { result: ArticleResult; eager: boolean }) {
  return (
    <li className="mag-result" data-testid="search-result">
      {entity.primaryImage ? (
        <Link to={entity.url} className="mag-result__media" tabIndex={-1} aria-hidden="true">
          <ArticleImage image={entity.primaryImage} crop="square" width={160} eager={eager} alt="" />
        </Link>
      ) : null}
      <div>
        <p className="mag-kicker">{entity.categoryLabel || entity.channel}</p>
        <h2 className="mag-result__title">
          <Link to={entity.url}>
            <Html html={entity.hedFormatted || entity.titleFormatted} />
          </Link>
        </h2>
        {highlight ? <Html as="p" className="mag-result__highlight" html={highlight} /> : null}
        <DateLine iso={entity.published} text={entity.publishedText} />
      </div>
    </li>
  );
}

/** Search results that keep loading as the reader scrolls; the More link pages without JavaScript. */
export function SearchResults({
  term,
  sort,
  results,
  page,
  pages,
}: {
  term: string;
  sort: SearchSort;
  results: ArticleResult[];
  page: number;
  pages: number;
}) {
  const { apiPath } = useRootData().config;
  const list = useInfiniteList<ArticleResult | GuideSearchResult>({
    page,
    pages,
    fetchPage: (n) =>
      fetchApiPage(
        `${apiPath}/search?${new URLSearchParams({ query: term, sort, page: String(n) })}`,
        (body) => body.results as (SearchResult | GuideSearchResult)[],
      ),
  });
  return (
    <>
      <ol className="mag-results" data-testid="search-results">
        {[...results, ...list.loaded].map((result, i) =>
          result.category === "artguide" ? (
            <GuideResultItem key={`artguide-${result.id}`} result={result as GuideSearchResult} />
          ) : (
            <Result key={`${result.category}-${result.entity.id}`} result={result as ArticleResult} eager={i < 3} />
          ),
        )}
      </ol>
      <div ref={list.marker} className="mag-loader" aria-hidden="true" />
      {list.error ? (
        <p className="alert alert--error" role="alert">
          {list.error}
        </p>
      ) : null}
      {term && !list.allPagesLoaded ? (
        <MoreLink
          page={list.page}
          pages={list.pages}
          search={`search=${encodeURIComponent(term)}&sort=${sort}`}
          onMore={list.loadNext}
        />
      ) : null}
    </>
  );
}
