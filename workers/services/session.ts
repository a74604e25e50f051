import type { Viewer } from "#workers/context";
import { deleteSession, findViewerBySessionHash, insertSession } from "#workers/db/sessions";
import { readCookie } from "./cookies";
import { mergeGuestCartOf } from "./guestCart";

/** Name of the HttpOnly cookie holding the opaque session token. */
export const SESSION_COOKIE = "session";
const SESSION_DAYS = 30;

/** The database keeps only a hash of the token, so a leaked table cannot be replayed as cookies. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function viewerFromRequest(request: Request, db: D1Database): Promise<Viewer | null> {
  const token = readCookie(request, SESSION_COOKIE);
  // Tokens are 43-char base64url (or the seed's fixed demo token); refuse anything odd before hashing.
  if (!token || token.length > 128) return null;
  return findViewerBySessionHash(db, await hashToken(token), new Date().toISOString());
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An HttpOnly, SameSite=Lax cookie, Secure everywhere but a developer's http://localhost, where browsers would drop it. */
export function privateCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = LOCAL_HOSTS.has(new URL(request.url).hostname) ? "" : " Secure;";
  return `${name}=${value}; Path=/; HttpOnly;${secure} SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

function sessionCookie(request: Request, value: string, maxAgeSeconds: number): string {
  return privateCookie(request, SESSION_COOKIE, value, maxAgeSeconds);
}

/** A random 256-bit token, base64url: for session cookies and reset links. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Starts a session for a user; answers the Set-Cookie header value. The
 * request's previous session ends first: a new token at every sign-in, so a
 * token planted before sign-in (session fixation) is worth nothing after it.
 */
export async function startSession(request: Request, db: D1Database, userId: number): Promise<string> {
  const previous = readCookie(request, SESSION_COOKIE);
  if (previous && previous.length <= 128) await deleteSession(db, await hashToken(previous));
  const token = randomToken();
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, await hashToken(token), userId, now.toISOString(), expires.toISOString());
  // A visitor's guest cart (no JavaScript) joins the account cart at every sign-in.
  await mergeGuestCartOf(request, db, userId);
  return sessionCookie(request, token, SESSION_DAYS * 86_400);
}

/** Ends the request's session, if any; answers the Set-Cookie header value that clears the cookie. */
export async function endSession(request: Request, db: D1Database): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token && token.length <= 128) await deleteSession(db, await hashToken(token));
  return sessionCookie(request, "", 0);
}
