import { accountTexts } from "#machines/rules/account/accountTexts";
import { privateCookie, readCookie } from "./cookies";

/**
 * A one-time message for the page a redirect lands on ("Your password has
 * been changed."), carried by a short-lived cookie: the page shows it once
 * and clears it, with or without JavaScript. Only known messages: the
 * cookie names one, it never carries text.
 */
const NOTICE_COOKIE = "notice";
const NOTICE_SECONDS = 60;

const NOTICES = {
  "password-changed": accountTexts.passwordChanged,
} as const;

export type NoticeKey = keyof typeof NOTICES;

/** The Set-Cookie header value that leaves this notice for the next page. */
export function noticeCookie(request: Request, key: NoticeKey): string {
  return privateCookie(request, NOTICE_COOKIE, key, NOTICE_SECONDS);
}

/** The notice left for this page, if any, and the Set-Cookie header value that clears it. */
export function takeNotice(request: Request): { message: string; clear: string } | null {
  const key = readCookie(request, NOTICE_COOKIE);
  if (!key || !Object.hasOwn(NOTICES, key)) return null;
  return { message: NOTICES[key as NoticeKey], clear: privateCookie(request, NOTICE_COOKIE, "", 0) };
}
