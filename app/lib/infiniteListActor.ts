import { fromPromise } from "xstate";
import { createInfiniteListMachine } from "#machines/infiniteList";
import type { PageResult } from "#machines/rules/shell/paging";

/**
 * The infinite-list machine with its page loader and its "is the loader marker
 * still near?" measure (after a page is on screen), loaded when the list first
 * asks for a page.
 */
export function infiniteListWith<T>(
  fetchPage: (page: number) => Promise<PageResult<T>>,
  loaderStillNear: () => Promise<boolean> = async () => false,
) {
  return createInfiniteListMachine<T>().provide({
    actors: {
      loadPage: fromPromise<PageResult<T>, { page: number }>(({ input }) => fetchPage(input.page)),
      loaderStillNear: fromPromise<boolean>(() => loaderStillNear()),
    },
  });
}
