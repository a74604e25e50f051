import { type AppContext, ownViewer } from "#workers/context";
import { deleteSession, findViewerById, findViewerBySessionHash, insertSession } from "#workers/db/sessions";
import type { Viewer } from "#workers/requestScope";
import { forgetViewer, isPageRead, keptViewer } from "#workers/services/cache/keptViewers";
import { privateCookie, readCookie } from "#workers/services/http/cookies";
import { hashToken, randomToken } from "#workers/services/http/privateTokens";
import { mergeGuestCartOf } from "#workers/services/shop/guestCart";

/** Name of the HttpOnly cookie holding the opaque session token. */
export const SESSION_COOKIE = "session";
const SESSION_DAYS = 30;

/** The request's reader; a page read may take them from memory (`keptSeconds`, see keptViewers.ts), an action never does. */
export async function viewerFromRequest(request: Request, db: D1Database, keptSeconds: number): Promise<Viewer | null> {
  const token = readCookie(request, SESSION_COOKIE);
  // Tokens are 43-char base64url (or the seed's fixed demo token); refuse anything odd before hashing.
  if (!token || token.length > 128) return null;
  const tokenHash = await hashToken(token);
  const lookup = () => findViewerBySessionHash(db, tokenHash, new Date().toISOString());
  return isPageRead(request) ? keptViewer(tokenHash, keptSeconds, lookup) : lookup();
}

function sessionCookie(request: Request, value: string, maxAgeSeconds: number): string {
  return privateCookie(request, SESSION_COOKIE, value, maxAgeSeconds);
}

/**
 * The request's reader, as every loader and action sees it (`app.viewer`).
 * A form answered without JavaScript renders its page in the same request as
 * the action, after it: whatever changes who the reader is, or what the
 * header shows of them, sets the viewer here, so the page (header included)
 * shows the state after the action, not the one the request arrived with.
 */
type SessionApp = Pick<AppContext, "db" | "viewer">;

/**
 * Starts a session for a user; answers the Set-Cookie header value, and the
 * rest of the request sees the user signed in. The request's previous
 * session ends first: a new token at every sign-in, so a token planted before
 * sign-in (session fixation) is worth nothing after it.
 */
export async function startSession(app: SessionApp, request: Request, userId: number): Promise<string> {
  const previous = readCookie(request, SESSION_COOKIE);
  if (previous && previous.length <= 128) await deleteSession(app.db, await hashToken(previous));
  const before = ownViewer(app);
  if (before) forgetViewer(before.id);
  const token = randomToken();
  const tokenHash = await hashToken(token);
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(app.db, tokenHash, userId, now.toISOString(), expires.toISOString());
  // A visitor's guest cart (no JavaScript) joins the account cart at every sign-in.
  await mergeGuestCartOf(request, app.db, userId);
  app.viewer = await findViewerBySessionHash(app.db, tokenHash, now.toISOString());
  return sessionCookie(request, token, SESSION_DAYS * 86_400);
}

/** Ends the request's session, if any; answers the Set-Cookie header value that clears the cookie; the rest of the request sees a visitor. */
export async function endSession(app: SessionApp, request: Request): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token && token.length <= 128) await deleteSession(app.db, await hashToken(token));
  const before = ownViewer(app);
  if (before) forgetViewer(before.id);
  app.viewer = null;
  return sessionCookie(request, "", 0);
}

/** Reads the signed-in reader again after their account changed (username, e-mail, subscription). */
export async function refreshViewer(app: SessionApp): Promise<void> {
  const before = ownViewer(app);
  if (!before) return;
  app.viewer = await findViewerById(app.db, before.id);
}
