-- Newsletter dispatches (admin → newsletter). A dispatch is one send of one
-- template to one segment; each recipient is one mail_outbox row carrying the
-- dispatch's id, so the mail queue delivers it with its retries and the
-- archive and the email marketer statistics count straight from the outbox.

-- Custom segment lists, imported from CSV.
CREATE TABLE newsletter_lists (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX newsletter_lists_created ON newsletter_lists (created_at DESC);

CREATE TABLE newsletter_list_members (
  list_id INTEGER NOT NULL REFERENCES newsletter_lists(id) ON DELETE CASCADE,
  email   TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (list_id, email)
);
-- Maintenance tools find an address in every list.
CREATE INDEX newsletter_list_members_email ON newsletter_list_members (email COLLATE NOCASE);

-- One row per address that unsubscribed: every later dispatch skips it.
CREATE TABLE newsletter_unsubscribes (
  email       TEXT PRIMARY KEY COLLATE NOCASE,
  dispatch_id INTEGER REFERENCES newsletter_dispatches(id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX newsletter_unsubscribes_dispatch ON newsletter_unsubscribes (dispatch_id) WHERE dispatch_id IS NOT NULL;
CREATE INDEX newsletter_unsubscribes_created ON newsletter_unsubscribes (created_at);

-- Addresses the mail provider reported as bouncing; hard bounces are never mailed again.
CREATE TABLE newsletter_bounces (
  email       TEXT PRIMARY KEY COLLATE NOCASE,
  kind        TEXT NOT NULL CHECK (kind IN ('hard', 'soft')),
  dispatch_id INTEGER REFERENCES newsletter_dispatches(id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX newsletter_bounces_kind ON newsletter_bounces (kind, email);

-- idempotency_key comes from the compose form: posting it twice creates one dispatch.
CREATE TABLE newsletter_dispatches (
  id              INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind            TEXT NOT NULL CHECK (kind IN ('print', 'shows', 'video', 'stationary', 'artguide')),
  segment         TEXT NOT NULL,
  segment_label   TEXT NOT NULL,
  subject         TEXT NOT NULL,
  preheader       TEXT NOT NULL DEFAULT '',
  created_by      INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at      TEXT NOT NULL
);
CREATE INDEX newsletter_dispatches_created ON newsletter_dispatches (created_at DESC, id DESC);

-- A dispatch's mails: the HTML part and the List-Unsubscribe headers travel with the row.
ALTER TABLE mail_outbox ADD COLUMN dispatch_id INTEGER REFERENCES newsletter_dispatches(id) ON DELETE SET NULL;
ALTER TABLE mail_outbox ADD COLUMN html TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '';
-- Exactly one mail per recipient and dispatch, whatever is posted twice.
CREATE UNIQUE INDEX mail_outbox_dispatch_recipient ON mail_outbox (dispatch_id, to_email COLLATE NOCASE)
  WHERE dispatch_id IS NOT NULL;
-- The archive's and the statistics' counts per dispatch and state.
CREATE INDEX mail_outbox_dispatch_state ON mail_outbox (dispatch_id, state) WHERE dispatch_id IS NOT NULL;

-- Segments: the readers of a guide city (their myguide shows), the active subscribers.
CREATE INDEX myguide_entries_exhibition ON myguide_entries (exhibition_id, user_id);
CREATE INDEX subscriptions_active ON subscriptions (status, ends_at, user_id);
-- Maintenance tools: sign-ups that differ only by case or surrounding spaces.
CREATE INDEX newsletter_signups_normalised ON newsletter_signups (lower(trim(email)), id);
