/** The local mail outbox (mail_outbox). All SQL for it lives here. */

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function insertOutboxMail(
  db: D1Database,
  to: string,
  subject: string,
  body: string,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .prepare("INSERT INTO mail_outbox (to_email, subject, body, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
    .bind(to, subject, body, now.toISOString())
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** The latest mails to one address, newest first. */
export async function outboxFor(db: D1Database, to: string, limit = 10): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      "SELECT id, to_email, subject, body, created_at FROM mail_outbox WHERE to_email = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ?2",
    )
    .bind(to, limit)
    .all<{ id: number; to_email: string; subject: string; body: string; created_at: string }>();
  return results.map((r) => ({ id: r.id, to: r.to_email, subject: r.subject, body: r.body, createdAt: r.created_at }));
}
