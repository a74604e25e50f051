import type { Viewer } from "#workers/requestScope";

// workers/services/cache/keptViewers reads Viewer here; new code imports it from #workers/requestScope.

interface ViewerRow {
  id: number;
  username: string;
  email: string;
  is_subscriber: number;
  is_admin: number;
  is_artguide_admin: number;
}

/** The reader behind a live session, found by the SHA-256 hex of the cookie token. */
export async function findViewerBySessionHash(db: D1Database, tokenHash: string, now: string): Promise<Viewer | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.username, u.email, u.is_subscriber, u.is_admin, u.is_artguide_admin
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND u.disabled_at IS NULL`,
    )
    .bind(tokenHash, now)
    .first<ViewerRow>();
  return row ? viewerFromRow(row) : null;
}

function viewerFromRow(row: ViewerRow): Viewer {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isSubscriber: row.is_subscriber === 1,
    isAdmin: row.is_admin === 1,
    isArtguideAdmin: row.is_artguide_admin === 1,
  };
}

/** The reader with this id, as a session sees them. */
export async function findViewerById(db: D1Database, userId: number): Promise<Viewer | null> {
  const row = await db
    .prepare(
      "SELECT id, username, email, is_subscriber, is_admin, is_artguide_admin FROM users WHERE id = ?1 AND disabled_at IS NULL",
    )
    .bind(userId)
    .first<ViewerRow>();
  return row ? viewerFromRow(row) : null;
}

export async function insertSession(db: D1Database, tokenHash: string, userId: number, now: string, expiresAt: string) {
  await db
    .prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(tokenHash, userId, now, expiresAt)
    .run();
}

export async function deleteSession(db: D1Database, tokenHash: string) {
  await db.prepare("DELETE FROM sessions WHERE token_hash = ?1").bind(tokenHash).run();
}

/** Signs a reader out everywhere but the given session, or everywhere (after a password change or reset). */
export function deleteOtherSessionsStatement(
  db: D1Database,
  userId: number,
  keepTokenHash: string | null,
): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?1 AND token_hash IS NOT ?2").bind(userId, keepTokenHash);
}
