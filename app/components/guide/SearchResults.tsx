import { useRef } from "react";
import { Link } from "#app/components/navigation/Link";
import type { infiniteListWith } from "#app/lib/infiniteListActor";
import { fetchPage } from "#app/lib/jsonApi";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useLoaderMarker } from "#app/lib/useInfiniteList";
import { guidePaths, guideTexts } from "#machines/rules/guide/guide";
import type { GuideExhibition, GuideLocation } from "#machines/rules/guide/guideTypes";
import type { PageResult } from "#machines/rules/shell/paging";
import type { ListingOptions } from "./ListingCard";
import { ListingsSection } from "./ListingsSection";

interface ResultPage {
  exhibitions: GuideExhibition[];
  locations: GuideLocation[];
}

const NOTHING_LOADED: ResultPage[] = [];
type ListLogic = ReturnType<typeof infiniteListWith<ResultPage>>;

/** Search: resultSections of one page, and nextPage (null on the last). */
async function fetchSearchPage(apiPath: string, query: string, page: number): Promise<PageResult<ResultPage>> {
  const body = await fetchPage<{
    resultSections: { type: "exhibition" | "location"; entities: unknown[] }[];
    nextPage: number | null;
  }>(`${apiPath}/guide/search?query=${encodeURIComponent(query)}&page=${page}`);
  const section = (type: "exhibition" | "location") => body.resultSections.find((s) => s.type === type)?.entities ?? [];
  return {
    items: [
      { exhibitions: section("exhibition") as GuideExhibition[], locations: section("location") as GuideLocation[] },
    ],
    page,
    pages: body.nextPage ?? page,
  };
}

/**
 * Guide search results: sections 'artguide {title}', exhibitions
 * as listings and venues as venue blocks, more pages as the reader scrolls
 * ('Loading more pages...'), with a real next-page link underneath.
 */
export function SearchResults({
  apiPath,
  search,
  first,
  page,
  nextPage,
  options,
}: {
  apiPath: string;
  search: string;
  first: ResultPage;
  page: number;
  nextPage: number | null;
  options: ListingOptions;
}) {
  const query = useRef({ apiPath, search });
  query.current = { apiPath, search };
  const stillNearRef = useRef(async () => false);
  // The list machine (and xstate) loads with the first page asked for; until then the results are the server's.
  const actor = useLazyActor<ListLogic>(
    () =>
      import("#app/lib/infiniteListActor").then((m) =>
        m.infiniteListWith<ResultPage>(
          (n) => fetchSearchPage(query.current.apiPath, query.current.search, n),
          () => stillNearRef.current(),
        ),
      ),
    () => ({ input: { page, pages: nextPage ?? page, errorMessage: guideTexts.loadError } }),
  );
  const lastPage = nextPage === null || nextPage <= page;
  const pages = [first, ...useLazySelector(actor, (s) => s.context.loaded, NOTHING_LOADED)];
  const loadedPage = useLazySelector(actor, (s) => s.context.page, page);
  const more = useLazySelector(actor, (s) => !s.context.allPagesLoaded, !lastPage);
  const loading = useLazySelector(actor, (s) => s.matches("loading"), false);
  const error = useLazySelector(actor, (s) => s.context.error, null);
  const { marker, stillNear } = useLoaderMarker(
    () => (actor.started || !lastPage) && actor.send({ type: "NEAR_LOADER" }),
  );
  stillNearRef.current = stillNear;

  const exhibitions = pages.flatMap((p) => p.exhibitions);
  const locations = pages.flatMap((p) => p.locations);
  return (
    <>
      {exhibitions.length > 0 && (
        <ListingsSection title="artguide exhibitions" entities={exhibitions} options={options} />
      )}
      {locations.length > 0 && (
        <ListingsSection title="artguide venues" entities={locations} options={{ ...options, eagerImage: false }} />
      )}
      <div ref={marker} className="g-infinite" aria-live="polite">
        {loading && <p className="g-infinite__status">{guideTexts.loadingMorePages}</p>}
        {error && <p className="g-infinite__error">{error}</p>}
      </div>
      {(page > 1 || more) && (
        <nav className="g-pager" aria-label="Pages">
          {page > 1 ? (
            <Link
              className="g-pager__link"
              rel="prev"
              to={guidePaths.search(search) + (page > 2 ? `&page=${page - 1}` : "")}
            >
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="g-pager__status">Page {loadedPage}</span>
          {more ? (
            <Link
              className="g-pager__link g-pager__link--next"
              rel="next"
              to={`${guidePaths.search(search)}&page=${loadedPage + 1}`}
              data-next-page={loadedPage + 1}
            >
              Next page →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
