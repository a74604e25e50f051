import type { IssueFormat } from "#machines/rules/shop/shop";
import { accountWriter, KEY_NOT_APPLIED, keepWriteKey, writeKeyApplied } from "./cartWriteKeys";

/**
 * The server cart of a signed-in reader. Writes are single conditional statements: stock and the one-copy
 * rule for digital issues are checked in the statement that writes.
 */

export interface CartLine {
  id: number;
  issueId: number;
  slug: string;
  format: IssueFormat;
  /** The format's name as the issue's page lists it ("Print + tote bag"). */
  formatLabel: string;
  quantity: number;
  priceCents: number;
  title: string;
  subtitle: string;
  volume: number;
  volumeNumber: number;
  instock: Partial<Record<IssueFormat, number>>;
  imagePath: string;
}

export interface CartRecord {
  lines: CartLine[];
  shippingCountry: string;
  billingCountry: string;
  shipToBilling: boolean;
}

type Row = Record<string, unknown>;

export async function readCart(db: D1Database, userId: number): Promise<CartRecord> {
  const [cartResult, linesResult] = await db.batch<Row>([
    db.prepare("SELECT shipping_country, billing_country, ship_to_billing FROM carts WHERE user_id = ?").bind(userId),
    db.prepare(cartLinesSql("cart_lines l JOIN carts c ON c.id = l.cart_id", "c.user_id = ?")).bind(userId),
  ]);
  const cart = cartResult?.results[0];
  return {
    shippingCountry: String(cart?.shipping_country ?? "US"),
    billingCountry: String(cart?.billing_country ?? "US"),
    shipToBilling: cart ? Number(cart.ship_to_billing) === 1 : true,
    lines: (linesResult?.results ?? []).map(cartLineOf),
  };
}

/** The lines of a cart (the account's or a visitor's guest cart) with their issue, price, stock and cover. */
export function cartLinesSql(lines: string, where: string): string {
  return `SELECT l.id, l.issue_id, l.format, f.label AS format_label, l.quantity, f.price_cents, pi.slug, pi.title, pi.subtitle, pi.volume, pi.volume_number,
                 COALESCE(i.path, '') AS image_path,
                 (SELECT json_group_object(f2.format, f2.instock) FROM issue_formats f2 WHERE f2.issue_id = l.issue_id) AS instock
            FROM ${lines}
            JOIN print_issues pi ON pi.id = l.issue_id
            JOIN issue_formats f ON f.issue_id = l.issue_id AND f.format = l.format
            LEFT JOIN images i ON i.id = pi.cover_image_id
           WHERE ${where}
           ORDER BY l.added_at, l.id`;
}

export function cartLineOf(r: Row): CartLine {
  return {
    id: Number(r.id),
    issueId: Number(r.issue_id),
    slug: String(r.slug),
    format: r.format as IssueFormat,
    formatLabel: String(r.format_label ?? ""),
    quantity: Number(r.quantity),
    priceCents: Number(r.price_cents),
    title: String(r.title),
    subtitle: String(r.subtitle ?? ""),
    volume: Number(r.volume),
    volumeNumber: Number(r.volume_number),
    instock: JSON.parse(String(r.instock ?? "{}")) as CartLine["instock"],
    imagePath: String(r.image_path),
  };
}

/** The stock message a merge left on the reader's cart, taken once (the cart page shows it). */
export async function takeCartNotice(db: D1Database, userId: number): Promise<string | null> {
  const [read] = await db.batch<{ notice: string | null }>([
    db.prepare("SELECT notice FROM carts WHERE user_id = ?").bind(userId),
    db.prepare("UPDATE carts SET notice = NULL WHERE user_id = ? AND notice IS NOT NULL").bind(userId),
  ]);
  return read?.results[0]?.notice ?? null;
}

/**
 * Adds quantity of a format; false when stock or the digital rule refused it (nothing written then).
 * With a write key an add applies once: a retry of an applied add answers true and adds nothing.
 */
export async function addCartLine(
  db: D1Database,
  userId: number,
  issueId: number,
  format: IssueFormat,
  quantity: number,
  now: string,
  writeKey: string | null = null,
): Promise<boolean> {
  const owner = accountWriter(userId);
  const [, inserted] = await db.batch<Row>([
    db
      .prepare(
        "INSERT INTO carts (user_id, updated_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET updated_at = excluded.updated_at",
      )
      .bind(userId, now),
    db
      .prepare(
        `INSERT INTO cart_lines (cart_id, issue_id, format, quantity, added_at)
         SELECT c.id, f.issue_id, f.format, ?, ?
           FROM carts c JOIN issue_formats f ON f.issue_id = ? AND f.format = ?
          WHERE c.user_id = ? AND f.instock >= ? AND (f.format != 'digital' OR ? = 1) AND ${KEY_NOT_APPLIED}
         ON CONFLICT (cart_id, issue_id, format) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity
          WHERE cart_lines.format != 'digital'
            AND (SELECT instock FROM issue_formats s WHERE s.issue_id = cart_lines.issue_id AND s.format = cart_lines.format)
                >= cart_lines.quantity + excluded.quantity
         RETURNING id`,
      )
      .bind(quantity, now, issueId, format, userId, quantity, quantity, owner, writeKey ?? ""),
    ...(writeKey ? keepWriteKey(db, owner, writeKey, now) : []),
  ]);
  if ((inserted?.results.length ?? 0) > 0) return true;
  return writeKey !== null && (await writeKeyApplied(db, owner, writeKey));
}

/** The reader's line of an issue format, if any (to explain a refused add). */
export async function findCartLine(
  db: D1Database,
  userId: number,
  issueId: number,
  format: IssueFormat,
): Promise<{ id: number; quantity: number } | null> {
  return db
    .prepare(
      `SELECT l.id, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id
        WHERE c.user_id = ? AND l.issue_id = ? AND l.format = ?`,
    )
    .bind(userId, issueId, format)
    .first<{ id: number; quantity: number }>();
}

/** Removes one of the reader's lines; false when it is not theirs or does not exist. */
export async function removeCartLine(db: D1Database, userId: number, lineId: number): Promise<boolean> {
  const result = await db
    .prepare("DELETE FROM cart_lines WHERE id = ? AND cart_id = (SELECT id FROM carts WHERE user_id = ?)")
    .bind(lineId, userId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Sets a line's quantity when stock allows (digital stays at 1).
 * Answers "ok", "missing" (not the reader's line) or the stock left.
 */
export async function updateCartLine(
  db: D1Database,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<{ status: "ok" } | { status: "missing" } | { status: "stock"; instock: number; format: IssueFormat }> {
  const updated = await db
    .prepare(
      `UPDATE cart_lines SET quantity = ?
        WHERE id = ? AND cart_id = (SELECT id FROM carts WHERE user_id = ?)
          AND (format != 'digital' OR ? = 1)
          AND (SELECT instock FROM issue_formats f WHERE f.issue_id = cart_lines.issue_id AND f.format = cart_lines.format) >= ?
        RETURNING id`,
    )
    .bind(quantity, lineId, userId, quantity, quantity)
    .first();
  if (updated) return { status: "ok" };
  const line = await db
    .prepare(
      `SELECT l.format, f.instock FROM cart_lines l JOIN carts c ON c.id = l.cart_id
         JOIN issue_formats f ON f.issue_id = l.issue_id AND f.format = l.format
        WHERE l.id = ? AND c.user_id = ?`,
    )
    .bind(lineId, userId)
    .first<{ format: IssueFormat; instock: number }>();
  return line
    ? { status: "stock", instock: line.format === "digital" ? 1 : line.instock, format: line.format }
    : { status: "missing" };
}
