-- The admin's reports and users screens.
--
-- Accounts can be disabled: a disabled account's sessions are deleted at once
-- and it cannot sign in again until an admin enables it.
ALTER TABLE users ADD COLUMN disabled_at TEXT;

-- Every successful sign-in, for the user's page in the admin.
CREATE TABLE sign_ins (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  ip         TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sign_ins_user ON sign_ins (user_id, created_at DESC);

-- Amounts are in integer cents of their currency; the shop charges in US dollars.
ALTER TABLE orders ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE subscriptions ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';

-- The delivery address's US state or Canadian province (two-letter code), when it has one.
ALTER TABLE subscriptions ADD COLUMN ship_to_region TEXT;

-- Reports: invoices by date, registrations by date, active subscribers by place.
CREATE INDEX orders_created ON orders (created_at);
CREATE INDEX subscriptions_created ON subscriptions (created_at);
CREATE INDEX subscriptions_active_place ON subscriptions (status, ends_at, ship_to_country, ship_to_region);
CREATE INDEX users_created ON users (created_at);
