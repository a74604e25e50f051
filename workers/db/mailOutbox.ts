/**
 * Every mail the site sends (mail_outbox): written as 'queued' by the request,
 * claimed, sent and marked by the queue consumer. Locally it is also the
 * developers' outbox. All SQL for it lives here.
 */

export type MailState = "queued" | "sending" | "sent" | "failed";

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  state: MailState;
}

/** A mail claimed for sending. */
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  attempts: number;
  /** The HTML part of a newsletter mail; empty for plain mail. */
  html: string;
  /** Extra headers as a JSON object (a newsletter's List-Unsubscribe); empty for none. */
  headers: string;
}

/** The optional parts of a mail beyond its text: a newsletter's HTML and headers. */
export interface MailExtras {
  html?: string;
  headers?: string;
}

export async function insertQueuedMail(
  db: D1Database,
  to: string,
  subject: string,
  body: string,
  now: Date = new Date(),
  extras: MailExtras = {},
): Promise<number> {
  const row = await db
    .prepare(
      "INSERT INTO mail_outbox (to_email, subject, body, html, headers, created_at, state) VALUES (?1, ?2, ?3, ?5, ?6, ?4, 'queued') RETURNING id",
    )
    .bind(to, subject, body, now.toISOString(), extras.html ?? "", extras.headers ?? "")
    .first<{ id: number }>();
  if (!row) throw new Error("mail_outbox returned no id");
  return row.id;
}

/**
 * Takes a mail for sending, in one statement: a queued mail, or one whose
 * sender went quiet before `staleBefore` (its isolate died mid-send). Null when
 * it is sent, failed, unknown or being sent right now by another delivery.
 */
export async function claimMail(db: D1Database, id: number, now: Date, staleBefore: Date): Promise<ClaimedMail | null> {
  const row = await db
    .prepare(
      `UPDATE mail_outbox SET state = 'sending', claimed_at = ?2, attempts = attempts + 1
        WHERE id = ?1 AND (state = 'queued' OR (state = 'sending' AND claimed_at < ?3))
        RETURNING id, to_email, subject, body, attempts, html, headers`,
    )
    .bind(id, now.toISOString(), staleBefore.toISOString())
    .first<{
      id: number;
      to_email: string;
      subject: string;
      body: string;
      attempts: number;
      html: string;
      headers: string;
    }>();
  return row
    ? {
        id: row.id,
        to: row.to_email,
        subject: row.subject,
        body: row.body,
        attempts: row.attempts,
        html: row.html,
        headers: row.headers,
      }
    : null;
}

export async function mailState(db: D1Database, id: number): Promise<MailState | null> {
  const row = await db.prepare("SELECT state FROM mail_outbox WHERE id = ?1").bind(id).first<{ state: MailState }>();
  return row?.state ?? null;
}

/**
 * The provider has it. Its body is dropped unless kept for the developers'
 * outbox: a delivered reset link has no business staying in the database.
 */
export async function markMailSent(db: D1Database, id: number, now: Date, keepBody: boolean): Promise<void> {
  await db
    .prepare(
      `UPDATE mail_outbox SET state = 'sent', sent_at = ?2, claimed_at = NULL, last_error = NULL,
          body = CASE WHEN ?3 THEN body ELSE '' END, html = CASE WHEN ?3 THEN html ELSE '' END
        WHERE id = ?1 AND state = 'sending'`,
    )
    .bind(id, now.toISOString(), keepBody ? 1 : 0)
    .run();
}

/** The provider refused or failed: the mail waits for the queue's next try. */
export async function releaseMail(db: D1Database, id: number, error: string): Promise<void> {
  await db
    .prepare(
      "UPDATE mail_outbox SET state = 'queued', claimed_at = NULL, last_error = ?2 WHERE id = ?1 AND state = 'sending'",
    )
    .bind(id, error.slice(0, 500))
    .run();
}

/**
 * Retries ran out (the dead-letter queue): never sent, visible as failed. A
 * mail another delivery is sending right now (claimed after `staleBefore`) is left to it.
 */
export async function markMailFailed(db: D1Database, id: number, staleBefore: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE mail_outbox SET state = 'failed', claimed_at = NULL
        WHERE id = ?1 AND (state = 'queued' OR (state = 'sending' AND claimed_at < ?2))`,
    )
    .bind(id, staleBefore.toISOString())
    .run();
}

/** The latest mails to one address, newest first, whatever their state. */
export async function outboxFor(db: D1Database, to: string, limit = 10): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_email, subject, body, created_at, state FROM mail_outbox
        WHERE to_email = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ?2`,
    )
    .bind(to, limit)
    .all<{ id: number; to_email: string; subject: string; body: string; created_at: string; state: MailState }>();
  return results.map((r) => ({
    id: r.id,
    to: r.to_email,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at,
    state: r.state,
  }));
}

/** Mail still 'queued' that was written before `before`: its queue message was lost (the send failed). */
export async function mailWaitingSince(db: D1Database, before: Date, limit = 500): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM mail_outbox WHERE state = 'queued' AND created_at < ?1 ORDER BY id LIMIT ?2")
    .bind(before.toISOString(), limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}
