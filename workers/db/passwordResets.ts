/** One-time password reset tokens, stored as SHA-256 hashes. All SQL for password_resets lives here. */

export async function insertPasswordReset(
  db: D1Database,
  tokenHash: string,
  userId: number,
  now: Date,
  expiresAt: Date,
) {
  await db
    .prepare("INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(tokenHash, userId, now.toISOString(), expiresAt.toISOString())
    .run();
}

/** True when the token is live (unused, unexpired): the reset page shows its form only then. */
export async function isResetLive(db: D1Database, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS live FROM password_resets WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2")
    .bind(tokenHash, now.toISOString())
    .first();
  return row !== null;
}

/**
 * Uses up a live token and answers its user, or null. A single conditional
 * UPDATE, so the same link can never set a password twice.
 */
export async function consumePasswordReset(db: D1Database, tokenHash: string, now: Date): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE password_resets SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
        RETURNING user_id`,
    )
    .bind(tokenHash, now.toISOString())
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** Spends every outstanding link of an account: a new password makes the links mailed for the old one useless. */
export function spendEveryResetStatement(db: D1Database, userId: number, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE password_resets SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL")
    .bind(userId, now.toISOString());
}
