import { fetchApiPage, useInfiniteList } from "#app/lib/useInfiniteList";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { ERROR_LOADING_ARTICLES, type ListKind } from "#machines/rules/magazine/magazine";
import type { ArticleListItem } from "#machines/rules/magazine/teaserTypes";
import { ArticleList, type ListAds } from "./ArticleList";
import { MoreLink } from "./MoreLink";

/**
 * A server-rendered article list that keeps loading as the reader scrolls,
 * with the More link as its no-JavaScript fallback.
 */
export function InfiniteArticleList({
  articles,
  kind,
  page,
  pages,
  apiUrl,
  ads,
  moreLabel,
  errorMessage = ERROR_LOADING_ARTICLES,
}: {
  articles: ArticleListItem[];
  kind: ListKind;
  page: number;
  pages: number;
  /** The API call for a page number. */
  apiUrl: (page: number) => string;
  ads?: ListAds;
  moreLabel?: string;
  errorMessage?: string;
}) {
  const list = useInfiniteList<ArticleListItem>({
    page,
    pages,
    errorMessage,
    fetchPage: (n) => fetchApiPage(apiUrl(n), (body) => (body._embedded as { items: Article[] }).items),
  });
  return (
    <>
      <ArticleList articles={[...articles, ...list.loaded]} kind={kind} ads={ads} />
      <div ref={list.marker} className="mag-loader" data-testid="list-loader" aria-hidden="true" />
      {list.loading ? (
        <p className="mag-loading label" role="status">
          Loading…
        </p>
      ) : null}
      {list.error ? (
        <p className="alert alert--error" role="alert">
          {list.error}
        </p>
      ) : null}
      {list.allPagesLoaded ? null : (
        <MoreLink page={list.page} pages={list.pages} label={moreLabel} onMore={list.loadNext} />
      )}
    </>
  );
}
