/**
 * Write keys of cart adds, so a retried add applies once. The add statement
 * skips a key already kept; the statement after it in the same batch keeps
 * the key only when the add changed a row (SQLite's changes() reads the
 * statement just before it), so a refused add may be retried and succeed.
 */

const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** Who a key belongs to: keys of different carts never meet. */
export const accountWriter = (userId: number) => `account:${userId}`;
export const guestWriter = (tokenHash: string) => `guest:${tokenHash}`;

/** The key of one line of a keyed add of several lines: each line applies once. */
export const lineWriteKey = (writeKey: string | undefined, issueId: number, format: string): string | null =>
  writeKey ? `${writeKey}:${issueId}:${format}` : null;

/** SQL condition for an add: true unless this owner's key was applied before (binds owner, key). */
export const KEY_NOT_APPLIED = "NOT EXISTS (SELECT 1 FROM cart_write_keys k WHERE k.owner = ? AND k.write_key = ?)";

/** The statements that keep a key after its add (they must directly follow the add in its batch). */
export function keepWriteKey(db: D1Database, owner: string, key: string, now: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "INSERT OR IGNORE INTO cart_write_keys (owner, write_key, written_at) SELECT ?, ?, ? WHERE changes() > 0",
      )
      .bind(owner, key, now),
    db
      .prepare("DELETE FROM cart_write_keys WHERE owner = ? AND written_at < ?")
      .bind(owner, new Date(Date.parse(now) - KEPT_FOR_MS).toISOString()),
  ];
}

/** Whether this owner's add with this key was applied before. */
export async function writeKeyApplied(db: D1Database, owner: string, key: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS applied FROM cart_write_keys WHERE owner = ? AND write_key = ?")
    .bind(owner, key)
    .first();
  return row !== null;
}
