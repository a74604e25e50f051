-- Issue 5: a visitor without JavaScript keeps a server cart under a cookie
-- (the cookie holds a random token; only its hash is stored), merged into the
-- account cart on sign-in. Subscriptions are paid through the payment
-- interface, so they keep the payment reference like orders do, and a cart
-- keeps the merge's stock message until the reader's next cart page shows it.

CREATE TABLE guest_cart_lines (
  id          INTEGER PRIMARY KEY,
  token_hash  TEXT NOT NULL,
  issue_id    INTEGER NOT NULL REFERENCES print_issues(id) ON DELETE CASCADE,
  format      TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  added_at    TEXT NOT NULL,
  UNIQUE (token_hash, issue_id, format)
);

ALTER TABLE subscriptions ADD COLUMN payment_ref TEXT;
ALTER TABLE carts ADD COLUMN notice TEXT;
