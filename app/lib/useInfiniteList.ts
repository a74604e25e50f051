import { useCallback, useEffect, useRef } from "react";
import { INFINITE_SCROLL_THRESHOLD_PX, type PageResult } from "#machines/rules/shell/paging";
import type { infiniteListWith } from "./infiniteListActor";
import { fetchPage } from "./jsonApi";
import { useLazyActor, useLazySelector } from "./lazyActor";
import { afterNextPaint } from "./timing";
import { useInView } from "./useInView";

const NOTHING_LOADED: never[] = [];

/** The loader marker is near: within 200 px below the viewport, or anywhere above it (the reader went past). */
export const NEAR_LOADER = { belowPx: INFINITE_SCROLL_THRESHOLD_PX, orAbove: true } as const;

/**
 * Infinite scroll for a server-rendered list: one IntersectionObserver tells
 * the infinite-list machine when the loader marker comes near, however the
 * reader got there, and after each page the machine has the marker measured
 * again, so it loads on until the screen is filled or the last page is in.
 * `fetchPage` answers a page or throws PageNotFound on a 404. The machine
 * starts with that first request; until then the list is what the server
 * rendered.
 */
export function useInfiniteList<T>({
  page,
  pages,
  fetchPage,
  errorMessage,
}: {
  page: number;
  pages: number;
  fetchPage: (page: number) => Promise<PageResult<T>>;
  errorMessage?: string;
}) {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const stillNearRef = useRef(async () => false);
  const actor = useLazyActor(
    () =>
      import("./infiniteListActor").then(
        (m) =>
          m.infiniteListWith<T>(
            (n) => fetchRef.current(n),
            () => stillNearRef.current(),
          ) as ReturnType<typeof infiniteListWith<T>>,
      ),
    () => ({ input: { page, pages, errorMessage } }),
  );
  const current = useLazySelector(actor, (s) => s.context.page, page);
  const allPagesLoaded = useLazySelector(actor, (s) => s.context.allPagesLoaded, page >= pages);
  // A list the server rendered whole has nothing to ask for: the machine need not start.
  const { marker, stillNear } = useLoaderMarker(
    () => (actor.started || page < pages) && actor.send({ type: "NEAR_LOADER" }),
  );
  stillNearRef.current = stillNear;

  const loadNext = useCallback(() => actor.send({ type: "NEAR_LOADER" }), [actor]);
  // After a failure the More link is left to navigate for real (a fresh page load).
  const failed = useLazySelector(actor, (s) => s.matches("failed"), false);
  const loaded = useLazySelector(actor, (s) => s.context.loaded as T[], NOTHING_LOADED as T[]);
  const totalPages = useLazySelector(actor, (s) => s.context.pages, pages);
  const loading = useLazySelector(actor, (s) => s.matches("loading"), false);
  const error = useLazySelector(actor, (s) => s.context.error, null);
  return {
    loaded,
    page: current,
    pages: totalPages,
    allPagesLoaded,
    loading,
    error,
    marker,
    loadNext: failed ? undefined : loadNext,
  };
}

/**
 * The loader marker of an infinite list: `onNear` runs whenever it comes near
 * (within 200 px below the viewport, or above it), and `stillNear` measures it
 * again once the page just loaded is on screen (the machine's re-check).
 */
export function useLoaderMarker(onNear: () => void) {
  const { ref, check } = useInView<HTMLDivElement>(onNear, NEAR_LOADER);
  const stillNear = useCallback(() => afterNextPaint().then(check), [check]);
  const onNearRef = useRef(onNear);
  onNearRef.current = onNear;
  // Where a scroll ends is measured too: the observer alone can miss a jump
  // (End, a scrollbar drag) made while the list was growing under it.
  useEffect(() => {
    const atScrollEnd = () => {
      if (check()) onNearRef.current();
    };
    window.addEventListener("scrollend", atScrollEnd, { passive: true });
    return () => window.removeEventListener("scrollend", atScrollEnd);
  }, [check]);
  return { marker: ref, stillNear };
}

/** GET a paged list from the API: its items, page and pages; a 404 ends paging. */
export async function fetchApiPage<T>(
  url: string,
  pick: (body: Record<string, unknown>) => T[],
): Promise<PageResult<T>> {
  const body = await fetchPage<Record<string, unknown> & { page: number; pages: number }>(url);
  return { items: pick(body), page: body.page, pages: body.pages };
}
