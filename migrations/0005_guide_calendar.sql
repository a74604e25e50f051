-- A private calendar feed of each reader's myguide: an unguessable token per reader.
CREATE TABLE myguide_calendar_tokens (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token      TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
