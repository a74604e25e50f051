import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { createInfiniteListMachine, PageNotFound, type PageResult } from "../../machines/infiniteList";
import { INFINITE_SCROLL_THRESHOLD_PX } from "../../machines/rules/magazine";

/**
 * Infinite scroll for a server-rendered list: watches a loader marker and
 * tells the infinite-list machine when it comes within 200 px of the
 * viewport. `fetchPage` answers a page or throws PageNotFound on a 404.
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
  const machine = useMemo(
    () =>
      createInfiniteListMachine<T>().provide({
        actors: { loadPage: fromPromise<PageResult<T>, { page: number }>(({ input }) => fetchRef.current(input.page)) },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { page, pages, errorMessage } });
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = marker.current;
    if (!el || state.context.allPagesLoaded) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) send({ type: "NEAR_LOADER" });
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // A new observer after each page: a marker still in view asks again.
  }, [send, state.context.page, state.context.allPagesLoaded]);

  const loadNext = useCallback(() => send({ type: "NEAR_LOADER" }), [send]);
  // After a failure the More link is left to navigate for real (a fresh page load).
  const failed = state.matches("failed");
  return {
    loaded: state.context.loaded,
    page: state.context.page,
    pages: state.context.pages,
    allPagesLoaded: state.context.allPagesLoaded,
    loading: state.matches("loading"),
    error: state.context.error,
    marker,
    loadNext: failed ? undefined : loadNext,
  };
}

/** GET a paged list from the API: its items, page and pages; a 404 ends paging. */
export async function fetchApiPage<T>(url: string, pick: (body: Record<string, unknown>) => T[]): Promise<PageResult<T>> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (res.status === 404) throw new PageNotFound();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = (await res.json()) as Record<string, unknown> & { page: number; pages: number };
  return { items: pick(body), page: body.page, pages: body.pages };
}
