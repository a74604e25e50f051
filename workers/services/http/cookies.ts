/**
 * The site's one reader of the Cookie header and writer of its own cookies
 * (privateCookie; only the visitor's signed meter cookie goes through React
 * Router's createCookie, meterCookie.ts). A cookie whose value cannot be
 * decoded (a broken percent escape, say) counts as absent: bad input from the
 * browser is never an error of the site. The first cookie of a name is the
 * one read, as browsers send the most specific first.
 */

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Every cookie of the request that decodes, by name. */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const seen = new Set<string>();
  const header = request.headers.get("cookie");
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    let raw = part.slice(eq + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const value = decoded(raw);
    if (value !== null) cookies.set(name, value);
  }
  return cookies;
}

/** One cookie's decoded value, or null when it is missing or cannot be decoded. */
export function readCookie(request: Request, name: string): string | null {
  return readCookies(request).get(name) ?? null;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An HttpOnly, SameSite=Lax cookie, Secure everywhere but a developer's http://localhost, where browsers would drop it. */
export function privateCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = LOCAL_HOSTS.has(new URL(request.url).hostname) ? "" : " Secure;";
  return `${name}=${value}; Path=/; HttpOnly;${secure} SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}
