/** A paged list loads its next page once its end is this close below the viewport. */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;

/** What a page loader of the infinite-list machine (machines/infiniteList.ts) answers, or throws. */
export interface PageResult<T> {
  items: T[];
  page: number;
  pages: number;
  /** How many items the whole list has, when the list says. */
  total?: number;
}

/** Thrown by a page loader when the list answered 404: paging ends there. */
export class PageNotFound extends Error {
  constructor() {
    super("No such page");
  }
}

/**
 * A page past the last one of a list: the API answers it 404, which marks all
 * pages loaded. Page 1 always exists (an empty list has one empty page).
 */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}

/**
 * A search's count in words: searches rank only their newest matches, so a
 * capped count is a floor ("more than 200").
 */
export function countLabel(total: number, capped: boolean): string {
  return capped ? `more than ${total}` : String(total);
}

/** A count with its noun, singular only for exactly one: "1 exhibition", "0 venues", "more than 200 results". */
export function countOf(total: number, capped: boolean, one: string, many: string): string {
  return `${countLabel(total, capped)} ${total === 1 && !capped ? one : many}`;
}

/** An exact count with its noun, by the same rule: "1 venue", "0 venues", "6 exhibitions". */
export function countNoun(total: number, one: string, many: string): string {
  return countOf(total, false, one, many);
}
