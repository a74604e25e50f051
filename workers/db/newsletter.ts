/** Newsletter sign-ups (footer box, profile). All SQL for newsletter_signups lives here. */

export interface NewsletterSignup {
  /** False when the address had signed up before: signing up twice is not an error for the reader. */
  created: boolean;
}

/**
 * Adds an address once. A single conditional statement, so two quick
 * submissions cannot race into a unique-constraint error.
 */
export async function addNewsletterSignup(
  db: D1Database,
  email: string,
  origin: string,
  now: Date = new Date(),
): Promise<NewsletterSignup> {
  const result = await db
    .prepare(
      "INSERT INTO newsletter_signups (email, origin, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO NOTHING",
    )
    .bind(email, origin, now.toISOString())
    .run();
  return { created: (result.meta.changes ?? 0) > 0 };
}

/**
 * A signed-in reader's own choice to receive the newsletter (again): their unsubscribe is lifted and their
 * address signed up, in one batch; choosing it twice leaves the rows as the first time did.
 */
export async function resumeNewsletter(db: D1Database, email: string, origin: string, now: Date): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM newsletter_unsubscribes WHERE email = ?1").bind(email),
    db
      .prepare(
        "INSERT INTO newsletter_signups (email, origin, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO NOTHING",
      )
      .bind(email, origin, now.toISOString()),
  ]);
}
