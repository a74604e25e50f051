/**
 * An order that is not paid (declined, or released unpaid) gives its lines
 * back to its reader's cart, in the batch that changes its status: the
 * statements here select the orders with the same guard as that batch's
 * status update and run before it, so a retried or racing answer puts the
 * lines back once. The cart's rules hold: a digital issue stays at one copy,
 * and a line is capped at the copies in stock (the batch has given the
 * order's copies back first), merged with what the reader added meanwhile.
 * A payment that arrives later takes the lines out of the cart again.
 */

/** The stock row of a line `l` of table `lines`. */
const stockOf = (lines: string) =>
  `(SELECT instock FROM issue_formats f WHERE f.issue_id = ${lines}.issue_id AND f.format = ${lines}.format)`;

/**
 * Statements putting the lines of the orders `o` matching `where` back into
 * their readers' carts; `binds` fill `where`'s parameters.
 */
export function restoreOrdersToCarts(db: D1Database, where: string, binds: unknown[]): D1PreparedStatement[] {
  return [
    // A reader whose cart row went away gets one again.
    db
      .prepare(
        `INSERT INTO carts (user_id, updated_at)
         SELECT DISTINCT o.user_id, o.created_at FROM orders o WHERE o.user_id IS NOT NULL AND ${where}
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(...binds),
    db
      .prepare(
        `INSERT INTO cart_lines (cart_id, issue_id, format, quantity, added_at)
         SELECT c.id, l.issue_id, l.format,
                CASE WHEN l.format = 'digital' THEN 1 ELSE MIN(SUM(l.quantity), ${stockOf("l")}) END,
                MIN(o.created_at)
           FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN carts c ON c.user_id = o.user_id
          WHERE ${where} AND l.issue_id IS NOT NULL
          GROUP BY c.id, l.issue_id, l.format
         HAVING COALESCE(${stockOf("l")}, 0) > 0
          ORDER BY MIN(o.created_at), MIN(l.position)
         ON CONFLICT (cart_id, issue_id, format) DO UPDATE
            SET quantity = MAX(cart_lines.quantity, MIN(cart_lines.quantity + excluded.quantity, ${stockOf("cart_lines")}))
          WHERE cart_lines.format != 'digital'`,
      )
      .bind(...binds),
  ];
}

/**
 * Statements taking the lines of order `?1` out of its reader's cart (a
 * late payment bought them), while the order matches `where`.
 */
export function takeOrderFromCart(db: D1Database, where: string, id: number): D1PreparedStatement[] {
  const ordered = `(SELECT l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id
                     WHERE o.id = ?1 AND ${where} AND l.issue_id = cart_lines.issue_id AND l.format = cart_lines.format)`;
  const ownCart = "cart_id = (SELECT c.id FROM carts c JOIN orders o ON o.user_id = c.user_id WHERE o.id = ?1)";
  // Lines the order covers go; lines holding more keep the rest (deleting first keeps every quantity above 0).
  return [
    db.prepare(`DELETE FROM cart_lines WHERE ${ownCart} AND quantity <= ${ordered}`).bind(id),
    db
      .prepare(`UPDATE cart_lines SET quantity = quantity - ${ordered} WHERE ${ownCart} AND ${ordered} IS NOT NULL`)
      .bind(id),
  ];
}
