/** Print subscriptions a reader links to an account (/profile/activate). All SQL for print_accounts lives here. */

export interface PrintAccount {
  planId: string;
  endsAt: string;
}

/**
 * Links the print subscription with this account number and postcode to the
 * reader and marks the reader a subscriber. The link is one conditional
 * statement (only an unlinked account, or one already linked to this reader,
 * matches), and the flag follows in the same batch.
 */
export async function linkPrintAccount(
  db: D1Database,
  userId: number,
  accountNumber: string,
  postcode: string,
  now: Date = new Date(),
): Promise<PrintAccount | null> {
  const postcodeKey = postcode.replace(/\s+/g, "");
  const [linked] = await db.batch<{ plan_id: string; ends_at: string }>([
    db
      .prepare(
        `UPDATE print_accounts SET user_id = ?1, linked_at = ?4
          WHERE account_number = ?2 AND replace(postcode, ' ', '') = ?3 COLLATE NOCASE AND (user_id IS NULL OR user_id = ?1)
          RETURNING plan_id, ends_at`,
      )
      .bind(userId, accountNumber, postcodeKey, now.toISOString()),
    db
      .prepare(
        `UPDATE users SET is_subscriber = 1, activated_at = ?2
          WHERE id = ?1 AND EXISTS (SELECT 1 FROM print_accounts WHERE user_id = ?1)`,
      )
      .bind(userId, now.toISOString()),
  ]);
  const row = linked?.results[0];
  return row ? { planId: row.plan_id, endsAt: row.ends_at } : null;
}

/** The subscription status /profile shows: the newest subscription or linked print account. */
export async function subscriptionStatus(
  db: D1Database,
  userId: number,
): Promise<{ planId: string; planTitle: string; endsAt: string } | null> {
  const row = await db
    .prepare(
      `SELECT s.plan_id, coalesce(p.title, s.plan_id) AS plan_title, s.ends_at FROM (
         SELECT plan_id, ends_at FROM subscriptions WHERE user_id = ?1 AND status = 'active'
         UNION ALL SELECT plan_id, ends_at FROM print_accounts WHERE user_id = ?1
       ) s LEFT JOIN subscription_plans p ON p.id = s.plan_id ORDER BY s.ends_at DESC LIMIT 1`,
    )
    .bind(userId)
    .first<{ plan_id: string; plan_title: string; ends_at: string }>();
  return row ? { planId: row.plan_id, planTitle: row.plan_title, endsAt: row.ends_at } : null;
}
