/** Return addresses an attacker would try, and the browser's reading of a Location header. */
import { expect } from "vitest";
import { ORIGIN } from "./guide-helpers";

/** Each one, followed by a browser, must never leave the site. */
export const HOSTILE_RETURN_ADDRESSES = [
  "/\t/evil.example",
  "/%09/evil.example",
  "/\r/evil.example",
  "/\n/evil.example",
  "/profile\r\nSet-Cookie: x=1",
  "/%0d%0a/evil.example",
  "%0d%0aLocation:%20https://evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "//evil.example",
  "///evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  " //evil.example",
  "\t//evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,hi",
  "https://evil.example",
  "http://localhost.evil.example/",
  "https:evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "%2f%5cevil.example",
  "/\u3000/evil.example",
  "/\u00a0/evil.example",
  "",
  "x".repeat(3000),
];

/** Where a browser would go on this Location, or null when it would stay on the site. */
export function offSiteTarget(location: string | null, from = `${ORIGIN}/`): string | null {
  if (location === null) return null;
  // A browser drops tabs and line breaks and reads "\" as "/": new URL does the same.
  const target = new URL(location, from);
  return target.origin === ORIGIN ? null : target.href;
}

export function expectOnSite(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  expect(offSiteTarget(res.headers.get("location")), label).toBeNull();
}

/** The value of a rendered hidden redirectTo field (HTML-unescaped), or null. */
export function renderedRedirectTo(page: string): string | null {
  const raw = /name="redirectTo" value="([^"]*)"/.exec(page)?.[1];
  if (raw === undefined) return null;
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
