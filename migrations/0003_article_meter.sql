-- Free articles read by signed-in readers, one row per reader, month and article
-- (spec 1 §4 "Paywall"). Visitors keep the same list in a signed cookie instead.
CREATE TABLE article_reads (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  month      TEXT NOT NULL,              -- 'YYYY-MM' (UTC)
  article_id INTEGER NOT NULL,
  read_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
  PRIMARY KEY (user_id, month, article_id)
) WITHOUT ROWID;
