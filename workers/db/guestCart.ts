import { type IssueFormat, onlyInStock } from "#machines/rules/shop/shop";
import { guestWriter, KEY_NOT_APPLIED, keepWriteKey, writeKeyApplied } from "./cartWriteKeys";
import { type CartRecord, cartLineOf, cartLinesSql } from "./shopCart";
import { EMPTY_CART } from "./shopCartView";

/**
 * A visitor's guest cart (issue 5): the server cart of a visitor without
 * JavaScript, who has no local storage. It is keyed by the hash of the token
 * in their guest cookie and follows the account cart's rules: quantity 1 on
 * add, stock caps, one copy of a digital issue. On sign-in it is merged into
 * the account cart and emptied.
 */

type Row = Record<string, unknown>;

export async function readGuestCart(db: D1Database, tokenHash: string): Promise<CartRecord> {
  const { results } = await db
    .prepare(cartLinesSql("guest_cart_lines l", "l.token_hash = ?"))
    .bind(tokenHash)
    .all<Row>();
  return { ...EMPTY_CART, lines: results.map(cartLineOf) };
}

/** Adds one copy; false when stock or the one-digital-copy rule refused it (nothing written then). A keyed add applies once. */
export async function addGuestLine(
  db: D1Database,
  tokenHash: string,
  issueId: number,
  format: IssueFormat,
  now: string,
  writeKey: string | null = null,
): Promise<boolean> {
  const owner = guestWriter(tokenHash);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO guest_cart_lines (token_hash, issue_id, format, quantity, added_at)
         SELECT ?, f.issue_id, f.format, 1, ? FROM issue_formats f
          WHERE f.issue_id = ? AND f.format = ? AND f.instock >= 1 AND ${KEY_NOT_APPLIED}
         ON CONFLICT (token_hash, issue_id, format) DO UPDATE SET quantity = guest_cart_lines.quantity + 1
          WHERE guest_cart_lines.format != 'digital'
            AND (SELECT instock FROM issue_formats s WHERE s.issue_id = guest_cart_lines.issue_id AND s.format = guest_cart_lines.format)
                >= guest_cart_lines.quantity + 1
         RETURNING id`,
      )
      .bind(tokenHash, now, issueId, format, owner, writeKey ?? ""),
    ...(writeKey ? keepWriteKey(db, owner, writeKey, now) : []),
  ]);
  if ((inserted?.results.length ?? 0) > 0) return true;
  return writeKey !== null && (await writeKeyApplied(db, owner, writeKey));
}

export async function hasGuestLine(
  db: D1Database,
  tokenHash: string,
  issueId: number,
  format: IssueFormat,
): Promise<boolean> {
  return (
    (await db
      .prepare("SELECT 1 FROM guest_cart_lines WHERE token_hash = ? AND issue_id = ? AND format = ?")
      .bind(tokenHash, issueId, format)
      .first()) !== null
  );
}

export async function removeGuestLine(db: D1Database, tokenHash: string, lineId: number): Promise<boolean> {
  const result = await db
    .prepare("DELETE FROM guest_cart_lines WHERE id = ? AND token_hash = ?")
    .bind(lineId, tokenHash)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Sets a line's quantity when stock allows (digital stays at 1); like updateCartLine for the account cart. */
export async function updateGuestLine(
  db: D1Database,
  tokenHash: string,
  lineId: number,
  quantity: number,
): Promise<{ status: "ok" } | { status: "missing" } | { status: "stock"; instock: number; format: IssueFormat }> {
  const updated = await db
    .prepare(
      `UPDATE guest_cart_lines SET quantity = ?1
        WHERE id = ?2 AND token_hash = ?3 AND (format != 'digital' OR ?1 = 1)
          AND (SELECT instock FROM issue_formats f WHERE f.issue_id = guest_cart_lines.issue_id AND f.format = guest_cart_lines.format) >= ?1
        RETURNING id`,
    )
    .bind(quantity, lineId, tokenHash)
    .first();
  if (updated) return { status: "ok" };
  const line = await db
    .prepare(
      `SELECT l.format, f.instock FROM guest_cart_lines l JOIN issue_formats f ON f.issue_id = l.issue_id AND f.format = l.format
        WHERE l.id = ? AND l.token_hash = ?`,
    )
    .bind(lineId, tokenHash)
    .first<{ format: IssueFormat; instock: number }>();
  return line
    ? { status: "stock", instock: line.format === "digital" ? 1 : line.instock, format: line.format }
    : { status: "missing" };
}

/**
 * Moves the guest cart into the account cart in one batch. No line is lost: a
 * line already in the account cart adds its copies up to the stock, a digital
 * issue stays one copy, and a capped line keeps what the stock allows. When a
 * cap applied, the cart keeps the spec's stock message for the next cart page.
 * Answers the messages (empty when everything fitted).
 */
export async function mergeGuestCart(
  db: D1Database,
  tokenHash: string,
  userId: number,
  now: string,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT g.format, g.quantity, f.instock, COALESCE(l.quantity, 0) AS existing
         FROM guest_cart_lines g
         JOIN issue_formats f ON f.issue_id = g.issue_id AND f.format = g.format
         LEFT JOIN carts c ON c.user_id = ?
         LEFT JOIN cart_lines l ON l.cart_id = c.id AND l.issue_id = g.issue_id AND l.format = g.format
        WHERE g.token_hash = ?
        ORDER BY g.added_at, g.id`,
    )
    .bind(userId, tokenHash)
    .all<{ format: IssueFormat; quantity: number; instock: number; existing: number }>();
  if (results.length === 0) return [];
  const messages = results
    .filter((g) => g.format !== "digital" && g.existing + g.quantity > g.instock)
    .map((g) => onlyInStock(g.instock));
  await db.batch([
    db
      .prepare(
        "INSERT INTO carts (user_id, updated_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at",
      )
      .bind(userId, now),
    db
      .prepare(
        `INSERT INTO cart_lines (cart_id, issue_id, format, quantity, added_at)
         SELECT c.id, g.issue_id, g.format, MIN(g.quantity, f.instock), g.added_at
           FROM guest_cart_lines g
           JOIN carts c ON c.user_id = ?
           JOIN issue_formats f ON f.issue_id = g.issue_id AND f.format = g.format
          WHERE g.token_hash = ? AND f.instock > 0
         ON CONFLICT (cart_id, issue_id, format) DO UPDATE
            SET quantity = MAX(cart_lines.quantity, MIN(cart_lines.quantity + excluded.quantity,
                  (SELECT instock FROM issue_formats s WHERE s.issue_id = cart_lines.issue_id AND s.format = cart_lines.format)))
          WHERE cart_lines.format != 'digital'`,
      )
      .bind(userId, tokenHash),
    db.prepare("DELETE FROM guest_cart_lines WHERE token_hash = ?").bind(tokenHash),
    db.prepare("UPDATE carts SET notice = ? WHERE user_id = ?").bind(messages.at(-1) ?? null, userId),
  ]);
  return messages;
}
