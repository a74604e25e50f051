import { assign, fromPromise, setup } from "xstate";
import { ERROR_LOADING_ARTICLES } from "#machines/rules/magazine/magazine";
import { unprovided } from "#machines/unprovided";

/**
 * Infinite scroll: when the scroll bottom comes within 200 px of the loader
 * marker, or has gone past it (the UI sends NEAR_LOADER), and no call of this
 * kind runs, the next page loads. After each page the list asks again whether
 * the marker is still that near (`loaderStillNear`: a page that does not fill
 * the screen leaves it in reach) and loads on until it is not, or the last
 * page is in. All pages loaded hides the More link; a 404 from a paged list
 * marks all pages loaded. The page loader is injected (`loadPage`), so the
 * same machine pages articles, search results, contributor results and picks.
 * A failure is sticky: the error text asks the reader to refresh the page, so
 * scrolling on asks for nothing more. Page 0 as input means the server
 * rendered nothing and the list loads page one itself first (state
 * `loadingFirst`: "Loading..." rather than "Loading next page...").
 */
// The page shapes live in rules/paging so page loaders can use them without loading xstate.
export { PageNotFound, type PageResult } from "#machines/rules/shell/paging";

import { PageNotFound, type PageResult } from "#machines/rules/shell/paging";

export interface InfiniteListInput {
  /** The page the server rendered; 0 when the client loads page one itself. */
  page: number;
  pages: number;
  /** How many items the whole list has (for "Page n of m · total"). */
  total?: number;
  /** The error text of this list kind (articles, videos, featured articles). */
  errorMessage?: string;
}

export interface InfiniteListContext<T> {
  page: number;
  pages: number;
  total: number;
  /** Items loaded after the server-rendered page. */
  loaded: T[];
  allPagesLoaded: boolean;
  error: string | null;
  errorMessage: string;
}

export type InfiniteListEvent = { type: "NEAR_LOADER" };

export function createInfiniteListMachine<T>() {
  // Page one (when the server rendered none, page is 0) and every later page: the page after the last one in.
  const loadNextPage = {
    src: "loadPage",
    input: ({ context }: { context: InfiniteListContext<T> }) => ({ page: context.page + 1 }),
    onDone: {
      target: "checkingLoader",
      actions: { type: "appendPage", params: ({ event }: { event: { output: PageResult<T> } }) => event.output },
    },
    onError: [
      {
        guard: ({ event }: { event: { error: unknown } }) => event.error instanceof PageNotFound,
        target: "allLoaded",
        actions: "markAllLoaded",
      },
      { target: "failed", actions: "showError" },
    ],
  } as const;
  return setup({
    types: {
      context: {} as InfiniteListContext<T>,
      events: {} as InfiniteListEvent,
      input: {} as InfiniteListInput,
    },
    actors: {
      loadPage: unprovided<PageResult<T>, { page: number }>("loadPage"),
      // Measured by the UI once the page is on screen; without one, the list waits for the next NEAR_LOADER.
      loaderStillNear: fromPromise<boolean>(async () => false),
    },
    guards: {
      hasMorePages: ({ context }) => !context.allPagesLoaded,
    },
    actions: {
      appendPage: assign(({ context }, output: PageResult<T>) => {
        return {
          page: output.page,
          pages: output.pages,
          total: output.total ?? context.total,
          loaded: [...context.loaded, ...output.items],
          allPagesLoaded: output.page >= output.pages,
          error: null,
        };
      }),
      markAllLoaded: assign({ allPagesLoaded: true }),
      showError: assign({ error: ({ context }) => context.errorMessage }),
    },
  }).createMachine({
    id: "infiniteList",
    context: ({ input }) => ({
      page: input.page,
      pages: input.pages,
      total: input.total ?? 0,
      loaded: [],
      allPagesLoaded: input.page >= input.pages,
      error: null,
      errorMessage: input.errorMessage ?? ERROR_LOADING_ARTICLES,
    }),
    initial: "idle",
    states: {
      idle: {
        always: [
          { guard: ({ context }) => context.page === 0, target: "loadingFirst" },
          { guard: ({ context }) => context.allPagesLoaded, target: "allLoaded" },
        ],
        on: { NEAR_LOADER: { guard: "hasMorePages", target: "loading" } },
      },
      // Page one, when the server rendered none: "Loading...".
      loadingFirst: {
        invoke: loadNextPage,
      },
      // No NEAR_LOADER here: never two calls of the same kind at once.
      loading: {
        invoke: loadNextPage,
      },
      // A page is in: is the loader marker still within 200 px? Then the screen is not full yet: load on.
      checkingLoader: {
        always: { guard: ({ context }) => context.allPagesLoaded, target: "allLoaded" },
        invoke: {
          src: "loaderStillNear",
          onDone: [{ guard: ({ event }) => event.output === true, target: "loading" }, { target: "idle" }],
          onError: { target: "idle" },
        },
        on: { NEAR_LOADER: { target: "loading" } },
      },
      // Sticky: the error text tells the reader to refresh the page.
      failed: {},
      // Stays here: further scrolling asks for nothing.
      allLoaded: {},
    },
  });
}
