import * as v from "valibot";
import {
  DEFAULT_LAYOUT,
  LAYOUT_COOKIE,
  LAYOUT_COOKIE_SECONDS,
  LAYOUT_PARAM,
  LIST_LAYOUTS,
  type ListLayout,
  layoutFrom,
} from "#machines/rules/guide/listLayout";
import { privateCookie, readCookies } from "#workers/services/http/cookies";

const LayoutParam = v.picklist(LIST_LAYOUTS, `${LAYOUT_PARAM} must be one of ${LIST_LAYOUTS.join(", ")}.`);

/** The layout the reader's cookie keeps (the default without one, or with one that names none). */
export function rememberedLayout(cookies: Map<string, string>): ListLayout {
  return layoutFrom(cookies.get(LAYOUT_COOKIE)) ?? DEFAULT_LAYOUT;
}

/**
 * The layout of a city page: the one its ?view= asks for, remembered by the
 * cookie the answer sets, or else the one the cookie keeps; a bad ?view= is
 * the message naming it (the page answers 400).
 */
export function chosenLayout(
  request: Request,
  url: URL,
): { layout: ListLayout; setCookie: string | null } | { problem: string } {
  const asked = url.searchParams.get(LAYOUT_PARAM);
  if (asked === null) return { layout: rememberedLayout(readCookies(request)), setCookie: null };
  const parsed = v.safeParse(LayoutParam, asked);
  if (!parsed.success) return { problem: parsed.issues[0].message };
  return {
    layout: parsed.output,
    setCookie: privateCookie(request, LAYOUT_COOKIE, parsed.output, LAYOUT_COOKIE_SECONDS),
  };
}
