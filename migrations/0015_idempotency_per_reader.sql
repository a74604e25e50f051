-- Idempotency keys are each reader's own: unique per (user_id, idempotency_key),
-- so a key another reader already used is simply a new order for this one.
-- SQLite cannot drop a column's UNIQUE constraint in place, so orders and
-- subscriptions are rebuilt with every row kept (ids included). order_lines
-- references orders (ON DELETE CASCADE): dropping the old orders table would
-- empty it, so orders is first renamed (order_lines then follows the old
-- table), order_lines is rebuilt against the new one, and only then is the
-- old table dropped. Nothing references subscriptions; neither table has
-- triggers; their indexes are made again.

PRAGMA defer_foreign_keys = on;

-- orders
ALTER TABLE orders RENAME TO orders_before_0015;

CREATE TABLE orders (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  idempotency_key  TEXT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  subtotal_cents   INTEGER NOT NULL,
  shipping_cents   INTEGER NOT NULL,
  total_cents      INTEGER NOT NULL,
  country          TEXT NOT NULL DEFAULT 'US',
  email            TEXT NOT NULL DEFAULT '',
  shipping_address TEXT NOT NULL DEFAULT '{}',   -- JSON per the server's address schema
  billing_address  TEXT NOT NULL DEFAULT '{}',
  payment_ref      TEXT,
  created_at       TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

INSERT INTO orders (id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, shipping_address, billing_address, payment_ref, created_at)
  SELECT id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, country, email, shipping_address, billing_address, payment_ref, created_at
    FROM orders_before_0015;

CREATE TABLE order_lines_0015 (
  order_id         INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position         INTEGER NOT NULL,
  issue_id         INTEGER REFERENCES print_issues(id) ON DELETE SET NULL,
  format           TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  title            TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);

INSERT INTO order_lines_0015 (order_id, position, issue_id, format, title, quantity, unit_price_cents)
  SELECT order_id, position, issue_id, format, title, quantity, unit_price_cents FROM order_lines;

DROP TABLE order_lines;
ALTER TABLE order_lines_0015 RENAME TO order_lines;
DROP TABLE orders_before_0015;

CREATE INDEX orders_user ON orders (user_id, created_at DESC);

-- subscriptions
CREATE TABLE subscriptions_0015 (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id         TEXT NOT NULL REFERENCES subscription_plans(id),
  flags           INTEGER NOT NULL,
  price_cents     INTEGER NOT NULL,
  discount_code   TEXT,
  ship_to_country TEXT NOT NULL DEFAULT 'US',
  billing_country TEXT NOT NULL DEFAULT 'US',
  gift_email      TEXT,
  gift_message    TEXT,
  gift_from       TEXT,
  status          TEXT NOT NULL DEFAULT 'active',
  idempotency_key TEXT,
  starts_at       TEXT NOT NULL,
  ends_at         TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  payment_ref     TEXT,
  UNIQUE (user_id, idempotency_key)
);

INSERT INTO subscriptions_0015 (id, user_id, plan_id, flags, price_cents, discount_code, ship_to_country, billing_country, gift_email, gift_message, gift_from,
                                status, idempotency_key, starts_at, ends_at, created_at, payment_ref)
  SELECT id, user_id, plan_id, flags, price_cents, discount_code, ship_to_country, billing_country, gift_email, gift_message, gift_from,
         status, idempotency_key, starts_at, ends_at, created_at, payment_ref
    FROM subscriptions;

DROP TABLE subscriptions;
ALTER TABLE subscriptions_0015 RENAME TO subscriptions;

CREATE INDEX subscriptions_user ON subscriptions (user_id, created_at DESC);
