import { useCallback, useEffect, useRef } from "react";
import { INFINITE_SCROLL_THRESHOLD_PX } from "#machines/rules/magazine";
import { PageNotFound, type PageResult } from "#machines/rules/paging";
import type { infiniteListWith } from "./infiniteListActor";
import { useLazyActor, useLazySelector } from "./lazyActor";

const NOTHING_LOADED: never[] = [];

/**
 * Infinite scroll for a server-rendered list: watches a loader marker and
 * tells the infinite-list machine when it comes within 200 px of the
 * viewport. `fetchPage` answers a page or throws PageNotFound on a 404.
 * The machine starts with that first request; until then the list is what
 * the server rendered.
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
  const actor = useLazyActor(
    () =>
      import("./infiniteListActor").then(
        (m) => m.infiniteListWith<T>((n) => fetchRef.current(n)) as ReturnType<typeof infiniteListWith<T>>,
      ),
    () => ({ input: { page, pages, errorMessage } }),
  );
  const current = useLazySelector(actor, (s) => s.context.page, page);
  const allPagesLoaded = useLazySelector(actor, (s) => s.context.allPagesLoaded, page >= pages);
  const marker = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each loaded page moves the marker: observe it again
  useEffect(() => {
    const el = marker.current;
    if (!el || allPagesLoaded) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) actor.send({ type: "NEAR_LOADER" });
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // A new observer after each page: a marker still in view asks again.
  }, [actor, current, allPagesLoaded]);

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

/** GET a paged list from the API: its items, page and pages; a 404 ends paging. */
export async function fetchApiPage<T>(
  url: string,
  pick: (body: Record<string, unknown>) => T[],
): Promise<PageResult<T>> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (res.status === 404) throw new PageNotFound();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = (await res.json()) as Record<string, unknown> & { page: number; pages: number };
  return { items: pick(body), page: body.page, pages: body.pages };
}
