/** The record of successful sign-ins, shown on a user's page in the admin. */

export interface SignInRow {
  createdAt: string;
  ip: string;
  userAgent: string;
}

export async function recordSignIn(
  db: D1Database,
  userId: number,
  at: Date,
  ip: string,
  userAgent: string,
): Promise<void> {
  await db
    .prepare("INSERT INTO sign_ins (user_id, created_at, ip, user_agent) VALUES (?1, ?2, ?3, ?4)")
    .bind(userId, at.toISOString(), ip.slice(0, 64), userAgent.slice(0, 300))
    .run();
}

/** A user's newest sign-ins, newest first. */
export async function recentSignIns(db: D1Database, userId: number, limit = 20): Promise<SignInRow[]> {
  const { results } = await db
    .prepare(
      `SELECT created_at AS createdAt, ip, user_agent AS userAgent FROM sign_ins
        WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<SignInRow>();
  return results;
}
