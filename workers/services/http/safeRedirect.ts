/**
 * The site's one check for a return address taken from input (a redirectTo
 * field or parameter, a Referer): a path on this site, or `fallback`.
 *
 * Browsers drop tabs and line breaks from a URL and read a backslash as a
 * slash, so a value holding control characters, whitespace or backslashes is
 * refused outright. What is left is resolved against the site's origin and
 * must stay on it; the answer is the resolved path, query and hash, never a
 * path starting "//" (which a browser would read as another host).
 */
const MAX_LENGTH = 2000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a return address may not hold
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\\\s\u2028\u2029\ufeff]/;

export function safeRedirect(value: unknown, origin: string, fallback: string): string {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH || UNSAFE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/** The same check, against the origin of the request that brought the value. */
export function safeRedirectFor(request: Request, value: unknown, fallback: string): string {
  return safeRedirect(value, new URL(request.url).origin, fallback);
}
