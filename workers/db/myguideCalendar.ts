/**
 * Myguide calendar feed tokens: one unguessable token per reader (32 random
 * bytes, hex), made on first use; the feed URL carries it instead of a session.
 */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The reader's feed token, made once (a second call keeps the first token). */
export async function myguideCalendarToken(db: D1Database, userId: number, now: string): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO myguide_calendar_tokens (user_id, token, created_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET user_id = excluded.user_id
       RETURNING token`,
    )
    .bind(userId, newToken(), now)
    .first<{ token: string }>();
  return String(row?.token);
}

/** Whose feed a token opens; null for an unknown token. */
export async function userOfCalendarToken(db: D1Database, token: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT user_id FROM myguide_calendar_tokens WHERE token = ?")
    .bind(token)
    .first<{ user_id: number }>();
  return row ? Number(row.user_id) : null;
}

/**
 * A new feed token for the reader, in one statement: the old address stops opening at
 * once (a reader who shared it by mistake, or whose calendar app leaked it).
 */
export async function renewMyguideCalendarToken(db: D1Database, userId: number, now: string): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO myguide_calendar_tokens (user_id, token, created_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at
       RETURNING token`,
    )
    .bind(userId, newToken(), now)
    .first<{ token: string }>();
  return String(row?.token);
}
