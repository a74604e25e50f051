-- Mail is delivered through a queue (workers/services/mailDelivery.ts): the
-- request writes the mail here as 'queued' and sends only its id; the
-- consumer claims the row ('sending'), hands it to the provider and marks it
-- 'sent', so a redelivered message never sends twice. A mail whose retries
-- ran out reaches the dead-letter queue and is marked 'failed'. Rows from
-- before the queue were delivered to the outbox: they count as sent.
ALTER TABLE mail_outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'sent'
  CHECK (state IN ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN claimed_at TEXT;
ALTER TABLE mail_outbox ADD COLUMN sent_at TEXT;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;

-- The developers' outbox reads an address's newest mail.
CREATE INDEX mail_outbox_to ON mail_outbox (to_email COLLATE NOCASE, id DESC);
-- Mail still waiting or failed, for whoever looks after delivery.
CREATE INDEX mail_outbox_pending ON mail_outbox (state, id) WHERE state <> 'sent';
