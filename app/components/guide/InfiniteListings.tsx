import { type ReactNode, useEffect, useRef } from "react";
import type { infiniteListWith } from "#app/lib/infiniteListActor";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useLoaderMarker } from "#app/lib/useInfiniteList";
import { guideTexts } from "#machines/rules/guide/guide";
import type { ListingExhibition, Paged } from "#machines/rules/guide/guideTypes";
import { Pager } from "./Pager";

const NOTHING_LOADED: ListingExhibition[] = [];
type ListLogic = ReturnType<typeof infiniteListWith<ListingExhibition>>;

/**
 * A server-rendered page of listings that goes on loading the next pages as
 * the reader scrolls within 200 px of its end (or past it) ('Loading next page...', the
 * error text on failure, a 404 as all loaded); the real page links stay
 * underneath (pointing past what is loaded) for readers without JavaScript.
 * A `first` page numbered 0 has nothing server-rendered: page one is fetched
 * on mount and shows 'Loading...'. A failed load stays an error until refresh.
 * A list that turns out empty shows `empty`. The list machine (and xstate)
 * loads with the first page asked for; until then the list is the server's.
 */
export function InfiniteListings({
  first,
  apiUrl,
  hrefFor,
  empty,
  onTotal,
  children,
}: {
  first: Paged<ListingExhibition>;
  apiUrl: (page: number) => string;
  hrefFor: (page: number) => string;
  empty?: ReactNode;
  /** Told the list's total as the machine knows it; null while page one is loading. */
  onTotal?: (total: number | null) => void;
  children: (items: ListingExhibition[]) => ReactNode;
}) {
  const apiUrlRef = useRef(apiUrl);
  apiUrlRef.current = apiUrl;
  const stillNearRef = useRef(async () => false);
  const actor = useLazyActor<ListLogic>(
    () =>
      import("./guideListActor").then((m) =>
        m.guideListWith(
          (page) => apiUrlRef.current(page),
          () => stillNearRef.current(),
        ),
      ),
    () => ({ input: { page: first.page, pages: first.pages, total: first.total, errorMessage: guideTexts.loadError } }),
  );
  // Nothing server-rendered (page 0): the machine starts at once and loads page one.
  useEffect(() => {
    if (first.page === 0) void actor.start().catch(() => {});
  }, [actor, first.page]);
  // Before the machine runs: its initial state for this first page.
  const firstLoading = first.page === 0;
  const firstAllLoaded = !firstLoading && first.page >= first.pages;
  const loaded = useLazySelector(actor, (s) => s.context.loaded, NOTHING_LOADED);
  const page = useLazySelector(
    actor,
    (s) => (s.context.allPagesLoaded ? s.context.pages : s.context.page),
    firstAllLoaded ? first.pages : first.page,
  );
  // Page one is "Loading..." when the client fetches it itself (first.page 0), later pages "Loading next page...".
  const status = useLazySelector(
    actor,
    (s) => (s.matches("loadingFirst") ? guideTexts.loading : s.matches("loading") ? guideTexts.loadingNext : null),
    firstLoading ? guideTexts.loading : null,
  );
  const error = useLazySelector(actor, (s) => s.context.error, null);
  const pages = useLazySelector(actor, (s) => s.context.pages, first.pages);
  const total = useLazySelector(actor, (s) => s.context.total, first.total);
  const items = [...first.items, ...loaded];
  const isEmpty = useLazySelector(actor, (s) => s.matches("allLoaded"), firstAllLoaded) && items.length === 0;
  const loadingFirst = status === guideTexts.loading;
  useEffect(() => onTotal?.(loadingFirst ? null : total), [onTotal, loadingFirst, total]);
  // A list the server rendered whole has nothing to ask for: the machine need not start.
  const { marker, stillNear } = useLoaderMarker(
    () => (actor.started || !firstAllLoaded) && actor.send({ type: "NEAR_LOADER" }),
  );
  stillNearRef.current = stillNear;

  return (
    <>
      {isEmpty ? empty : children(items)}
      <div ref={marker} className="g-infinite" aria-live="polite">
        {status && <p className="g-infinite__status">{status}</p>}
        {error && <p className="g-infinite__error">{error}</p>}
      </div>
      <Pager page={page} pages={pages} total={total} hrefFor={hrefFor} />
    </>
  );
}
