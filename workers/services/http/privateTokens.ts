/**
 * Opaque tokens and the cookies that carry them (sessions, guest carts,
 * notices, reset links). The database keeps only a token's hash.
 */
import { randomBytes, sha256, toBase64Url, toHex } from "./crypto";

/** The database keeps only this hash of a token, so a leaked table cannot be replayed as cookies. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await sha256(token));
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An HttpOnly, SameSite=Lax cookie, Secure everywhere but a developer's http://localhost, where browsers would drop it. */
export function privateCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = LOCAL_HOSTS.has(new URL(request.url).hostname) ? "" : " Secure;";
  return `${name}=${value}; Path=/; HttpOnly;${secure} SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/** A random 256-bit token, base64url: for session cookies and reset links. */
export function randomToken(): string {
  return toBase64Url(randomBytes(32));
}
