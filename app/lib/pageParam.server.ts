import { data } from "react-router";
import * as v from "valibot";

const PageParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), "1");

/** The ?page= of a paged page, 1 when absent; anything but a positive whole number is a 400 with a message. */
export function pageParam(url: URL): number {
  const result = v.safeParse(PageParam, url.searchParams.get("page") ?? undefined);
  if (!result.success) throw data("The page must be a positive whole number.", { status: 400 });
  return result.output;
}

/** A page past the last of a list is not found. */
export function assertPage(page: number, pages: number): void {
  if (page > pages) throw data(`There is no page ${page}.`, { status: 404 });
}
