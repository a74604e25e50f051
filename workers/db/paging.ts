import { pageCount } from "#machines/rules/magazine/magazine";

/** The list shape of the Article list state: embedded items, page, pages, total. */
export interface Paged<T> {
  _embedded: { items: T[] };
  page: number;
  pages: number;
  total: number;
  pageSize: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

export function paged<T>(items: T[], total: number, { page, pageSize }: PageRequest): Paged<T> {
  return { _embedded: { items }, page, pages: pageCount(total, pageSize), total, pageSize };
}
