import { assign, fromPromise, setup } from "xstate";

/**
 * The guide's API-driven list (spec 2 §2 "Guide API-driven page", §7):
 * pages of 15 fetched from the api path as the reader nears the end
 * (within 200 px, the UI's observer sends NEAR_END). A 404 means every page
 * is loaded; any other failure shows the error text and stops.
 * Page one may already be on the page (server-rendered): then loading starts
 * at page two.
 */
export const INFINITE_SCROLL_MARGIN_PX = 200;

export type PageAnswer<T> = { found: true; items: T[]; pages: number } | { found: false };

export interface InfiniteListContext<T> {
  items: T[];
  /** The last page loaded; 0 before any. */
  page: number;
  pages: number;
}

export const infiniteListTexts = {
  loading: "Loading...",
  loadingNext: "Loading next page...",
  error: "Error loading results. Refresh the page to try again.",
} as const;

export function infiniteListMachine<T>() {
  return setup({
    types: {
      context: {} as InfiniteListContext<T>,
      events: {} as { type: "NEAR_END" },
      input: {} as { items?: T[]; page?: number; pages?: number },
    },
    actors: {
      fetchPage: fromPromise<PageAnswer<T>, { page: number }>(async () => {
        throw new Error("provide fetchPage");
      }),
    },
    guards: {
      morePages: ({ context }) => context.page === 0 || context.page < context.pages,
    },
  }).createMachine({
    id: "infiniteList",
    context: ({ input }) => ({ items: input.items ?? [], page: input.page ?? 0, pages: input.pages ?? 0 }),
    initial: "start",
    states: {
      start: {
        always: [{ guard: ({ context }) => context.page === 0, target: "loading" }, { guard: "morePages", target: "idle" }, { target: "done" }],
      },
      idle: {
        on: { NEAR_END: { guard: "morePages", target: "loading" } },
      },
      loading: {
        invoke: {
          src: "fetchPage",
          input: ({ context }) => ({ page: context.page + 1 }),
          onDone: [
            {
              guard: ({ event }) => !event.output.found,
              target: "done",
            },
            {
              target: "start",
              actions: assign(({ context, event }) =>
                event.output.found ? { items: [...context.items, ...event.output.items], page: context.page + 1, pages: event.output.pages } : {},
              ),
            },
          ],
          onError: "failed",
        },
      },
      failed: {},
      done: { type: "final" },
    },
  });
}

/** What the selectors read of any infinite list's snapshot, whatever its items. */
type AnyListSnapshot = { value: unknown; context: { page: number; items: readonly unknown[] } };

/** The status line under the list: null when there is nothing to say. */
export function infiniteListStatus(snapshot: AnyListSnapshot): string | null {
  if (snapshot.value === "loading") return snapshot.context.page === 0 ? infiniteListTexts.loading : infiniteListTexts.loadingNext;
  if (snapshot.value === "failed") return infiniteListTexts.error;
  return null;
}

/** Everything loaded and nothing found: the empty state. */
export function isEmptyList(snapshot: AnyListSnapshot): boolean {
  return snapshot.value === "done" && snapshot.context.items.length === 0;
}
