/**
 * Whether a GET was asked for from this site itself (a link or form on its
 * pages) or by the reader (a typed address, a bookmark), so that it may change
 * state, as the sign-out link does. Current browsers say so in Sec-Fetch-Site
 * ("same-origin", or "none" for a typed address). Browsers without that header
 * are judged by Origin, then Referer, which must be this site; with neither,
 * the answer is no and the reader confirms with one button instead.
 */
export function isSameOriginNavigation(request: Request, ownOrigins: readonly string[]): boolean {
  const own = new Set([new URL(request.url).origin, ...ownOrigins]);
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (origin !== null) return own.has(origin);
  const referer = request.headers.get("referer");
  if (referer === null) return false;
  try {
    return own.has(new URL(referer).origin);
  } catch {
    return false;
  }
}
