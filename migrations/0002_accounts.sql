-- Accounts (issue 3): print subscriptions a reader links at /profile/activate,
-- and the offline captcha's used challenges (each solves one form only).

-- account_number is printed on the mailing label; user_id is set once linked.
CREATE TABLE print_accounts (
  account_number TEXT PRIMARY KEY COLLATE NOCASE,
  postcode       TEXT NOT NULL COLLATE NOCASE,
  plan_id        TEXT NOT NULL DEFAULT 'P2Y-US',
  ends_at        TEXT NOT NULL,
  user_id        INTEGER UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  linked_at      TEXT
);

CREATE TABLE captcha_uses (
  nonce      TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX captcha_uses_expires ON captcha_uses (expires_at);
