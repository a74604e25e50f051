-- An order left unpaid gives its copies back: a scheduled run marks it
-- 'expired' (workers/services/unpaidOrders.ts). A payment that still arrives
-- takes the copies again and the order is paid, or, when they have sold out
-- meanwhile, the payment is given back and the order is 'refunded'.
--
-- SQLite cannot change a CHECK in place, so orders is rebuilt with every row
-- kept (ids included), the way 0015 did it: order_lines references orders
-- (ON DELETE CASCADE), so orders is first renamed (order_lines then follows
-- the old table), order_lines is rebuilt against the new one, and only then
-- is the old table dropped. Neither table has triggers; their indexes are
-- made again, with one more for the scheduled run: the pending orders by age.

PRAGMA defer_foreign_keys = on;

ALTER TABLE orders RENAME TO orders_before_0034;

CREATE TABLE orders (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  idempotency_key  TEXT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded')),
  subtotal_cents   INTEGER NOT NULL,
  shipping_cents   INTEGER NOT NULL,
  total_cents      INTEGER NOT NULL,
  country          TEXT NOT NULL DEFAULT 'US',
  email            TEXT NOT NULL DEFAULT '',
  shipping_address TEXT NOT NULL DEFAULT '{}',   -- JSON per the server's address schema
  billing_address  TEXT NOT NULL DEFAULT '{}',
  payment_ref      TEXT,
  created_at       TEXT NOT NULL,
  currency         TEXT NOT NULL DEFAULT 'USD',
  UNIQUE (user_id, idempotency_key)
);

INSERT INTO orders (id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, shipping_address, billing_address, payment_ref, created_at, currency)
  SELECT id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, shipping_address, billing_address, payment_ref, created_at, currency
    FROM orders_before_0034;

CREATE TABLE order_lines_0034 (
  order_id         INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position         INTEGER NOT NULL,
  issue_id         INTEGER REFERENCES print_issues(id) ON DELETE SET NULL,
  format           TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  title            TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);

INSERT INTO order_lines_0034 (order_id, position, issue_id, format, title, quantity, unit_price_cents)
  SELECT order_id, position, issue_id, format, title, quantity, unit_price_cents FROM order_lines;

DROP TABLE order_lines;
ALTER TABLE order_lines_0034 RENAME TO order_lines;
DROP TABLE orders_before_0034;

CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_created ON orders (created_at);
CREATE INDEX orders_pending ON orders (created_at) WHERE status = 'pending';
