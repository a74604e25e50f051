import { fromPromise } from "xstate";
import { createInfiniteListMachine } from "#machines/infiniteList";
import type { PageResult } from "#machines/rules/paging";

/** The infinite-list machine with its page loader, loaded when the list first asks for a page (useInfiniteList). */
export function infiniteListWith<T>(fetchPage: (page: number) => Promise<PageResult<T>>) {
  return createInfiniteListMachine<T>().provide({
    actors: { loadPage: fromPromise<PageResult<T>, { page: number }>(({ input }) => fetchPage(input.page)) },
  });
}
