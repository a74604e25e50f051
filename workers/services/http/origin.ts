/**
 * CSRF defence for every action and /api write: a browser always sends Origin
 * (or Sec-Fetch-Site) with a cross-site POST, so a write whose origin is not
 * this site is refused. Requests without either header (curl, server-to-server)
 * carry no ambient browser credentials worth forging and pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  return isCrossSite(request, allowedOrigins);
}

/**
 * Whether a browser says the request came from another site, whatever its
 * method: for the few GETs that change state (the JSON sign-out).
 */
export function isCrossSite(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const own = new URL(request.url).origin;
    return origin !== own && !allowedOrigins.includes(origin);
  }
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}
