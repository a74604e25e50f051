import { privateCookie, readCookie } from "#workers/services/http/cookies";
import { databaseFailure } from "#workers/services/http/serviceUnavailable";
import { observedDatabase } from "./observedDatabase";

/**
 * Reads near the reader: every request opens a D1 session (D1's Sessions API).
 * A reader who has not written lately reads from the nearest replica
 * ("first-unconstrained"); a write goes to the primary, and its answer carries the
 * session's bookmark in a cookie, so the reader's next requests read a copy at
 * least as new as their write (read-your-writes). Only a request that changed the
 * database sets it. Locally (one database, no replicas) D1 keeps bookmarks all the same.
 */

export const BOOKMARK_COOKIE = "d1_bookmark";
/** Long enough for any replica to catch up with the write; then the nearest copy again. */
export const BOOKMARK_SECONDS = 300;
// D1's bookmarks are hex fields joined by hyphens; anything else in the cookie is ignored.
const BOOKMARK = /^[0-9a-f]{1,16}(-[0-9a-f]{1,64}){1,6}$/i;

export interface ReadSession {
  /** The request's database: its statements all run in this session. */
  db: D1Database;
  /** The bookmark cookie this answer sets (when the request changed the database), or null. */
  bookmarkCookie(): string | null;
}

const isWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

export function openReadSession(database: D1Database, request: Request): ReadSession {
  const sent = readCookie(request, BOOKMARK_COOKIE);
  const bookmark = sent && BOOKMARK.test(sent) ? sent : null;
  const constraint = bookmark ?? (isWrite(request) ? "first-primary" : "first-unconstrained");
  let session: D1DatabaseSession;
  try {
    session = database.withSession(constraint);
  } catch {
    // A bookmark D1 does not know (another database's, a stale deploy's) starts from the primary.
    session = database.withSession("first-primary");
  }
  let wrote = false;
  // A database that cannot answer is a 503 for the reader (serviceUnavailable.ts), never a 500.
  const db = observedDatabase(
    session,
    database,
    (meta) => {
      if (meta.changed_db || (meta.changes ?? 0) > 0) wrote = true;
    },
    databaseFailure,
  );
  return {
    db,
    bookmarkCookie() {
      if (!wrote) return null;
      const latest = session.getBookmark();
      return latest && BOOKMARK.test(latest) ? privateCookie(request, BOOKMARK_COOKIE, latest, BOOKMARK_SECONDS) : null;
    },
  };
}
