/**
 * Opaque tokens (sessions, guest carts, reset links); cookies.ts writes the
 * cookies that carry them. The database keeps only a token's hash.
 */
import { randomBytes, sha256, toBase64Url, toHex } from "./crypto";

/** The database keeps only this hash of a token, so a leaked table cannot be replayed as cookies. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await sha256(token));
}

/** A random 256-bit token, base64url: for session cookies and reset links. */
export function randomToken(): string {
  return toBase64Url(randomBytes(32));
}
