import { assign, fromPromise, setup } from "xstate";
import { ERROR_LOADING_ARTICLES } from "./rules/magazine";

/**
 * Infinite scroll of spec 1 §4: when the loader marker comes within 200 px
 * (the UI sends NEAR_LOADER) and no call of this kind runs, the next page
 * loads; all pages loaded hides the More link; a 404 from a paged list marks
 * all pages loaded. The page loader is injected (`loadPage`), so the same
 * machine pages articles, search results, contributor results and picks.
 */
export interface PageResult<T> {
  items: T[];
  page: number;
  pages: number;
}

/** Thrown by a page loader when the list answered 404: paging ends there. */
export class PageNotFound extends Error {
  constructor() {
    super("No such page");
  }
}

export interface InfiniteListInput {
  /** The page the server rendered. */
  page: number;
  pages: number;
  /** The error text of this list kind (articles, videos, featured articles). */
  errorMessage?: string;
}

export interface InfiniteListContext<T> {
  page: number;
  pages: number;
  /** Items loaded after the server-rendered page. */
  loaded: T[];
  allPagesLoaded: boolean;
  error: string | null;
  errorMessage: string;
}

export type InfiniteListEvent = { type: "NEAR_LOADER" } | { type: "RETRY" };

export function createInfiniteListMachine<T>() {
  return setup({
    types: {
      context: {} as InfiniteListContext<T>,
      events: {} as InfiniteListEvent,
      input: {} as InfiniteListInput,
    },
    actors: {
      loadPage: fromPromise<PageResult<T>, { page: number }>(async () => {
        throw new Error("loadPage must be provided");
      }),
    },
    guards: {
      hasMorePages: ({ context }) => !context.allPagesLoaded,
    },
  }).createMachine({
    id: "infiniteList",
    context: ({ input }) => ({
      page: input.page,
      pages: input.pages,
      loaded: [],
      allPagesLoaded: input.page >= input.pages,
      error: null,
      errorMessage: input.errorMessage ?? ERROR_LOADING_ARTICLES,
    }),
    initial: "idle",
    states: {
      idle: {
        always: { guard: ({ context }) => context.allPagesLoaded, target: "allLoaded" },
        on: { NEAR_LOADER: { guard: "hasMorePages", target: "loading" } },
      },
      // No NEAR_LOADER here: never two calls of the same kind at once.
      loading: {
        invoke: {
          src: "loadPage",
          input: ({ context }) => ({ page: context.page + 1 }),
          onDone: {
            target: "idle",
            actions: assign(({ context, event }) => ({
              page: event.output.page,
              pages: event.output.pages,
              loaded: [...context.loaded, ...event.output.items],
              allPagesLoaded: event.output.page >= event.output.pages,
              error: null,
            })),
          },
          onError: [
            {
              guard: ({ event }) => event.error instanceof PageNotFound,
              target: "allLoaded",
              actions: assign({ allPagesLoaded: true }),
            },
            { target: "failed", actions: assign({ error: ({ context }) => context.errorMessage }) },
          ],
        },
      },
      failed: {
        on: { RETRY: "loading", NEAR_LOADER: "loading" },
      },
      // Stays here: further scrolling asks for nothing.
      allLoaded: {},
    },
  });
}
