/**
 * A city page's listings as cards (the image large beside the text) or as a
 * compact list (a thumbnail, one line of facts: several shows to a phone's
 * screen). The choice is a link (?view=list or ?view=cards) the server
 * answers by remembering it in a cookie, so the next city page keeps it.
 */
export const LIST_LAYOUTS = ["cards", "list"] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];
export const DEFAULT_LAYOUT: ListLayout = "cards";

/** The query parameter of the switch's links. */
export const LAYOUT_PARAM = "view";
/** The cookie keeping the reader's choice (HttpOnly: only the server reads it). */
export const LAYOUT_COOKIE = "guide_view";
/** The choice is kept a year. */
export const LAYOUT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export const layoutTexts = {
  label: "View",
  cards: "cards",
  list: "list",
} as const;

/** A layout named by a cookie or a parameter, or null for anything else. */
export function layoutFrom(value: string | null | undefined): ListLayout | null {
  return (LIST_LAYOUTS as readonly string[]).includes(value ?? "") ? (value as ListLayout) : null;
}

/** A city page's address switched to `layout`, its other parameters kept, its page number dropped. */
export function layoutHref(path: string, search: string, layout: ListLayout): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.set(LAYOUT_PARAM, layout);
  return `${path}?${params.toString()}`;
}
