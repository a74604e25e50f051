/** Offline captcha challenges already solved. All SQL for captcha_uses lives here. */

/**
 * Records a challenge as used; false when it was used before. A conditional
 * insert, so one solved challenge can never pass two forms; expired rows go
 * in the same batch.
 */
export async function spendCaptchaNonce(
  db: D1Database,
  nonce: string,
  expiresAt: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM captcha_uses WHERE expires_at < ?1").bind(now.toISOString()),
    db
      .prepare("INSERT INTO captcha_uses (nonce, expires_at) VALUES (?1, ?2) ON CONFLICT (nonce) DO NOTHING")
      .bind(nonce, expiresAt),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}
