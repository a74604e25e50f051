-- When a venue's page last changed, for the sitemap's lastmod: the venue's own
-- fields or any of its shows. Triggers keep it in step with every write, whoever
-- writes (the admin, the seed, an import). Rows that exist now count from now.
ALTER TABLE venues ADD COLUMN updated_at TEXT;
UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');

-- A city page's lastmod is its venues' latest: one index seek per city.
CREATE INDEX venues_place_updated ON venues (place_url, updated_at);

CREATE TRIGGER venues_updated_on_insert AFTER INSERT ON venues WHEN new.updated_at IS NULL BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

-- A write that sets updated_at itself keeps its value.
CREATE TRIGGER venues_updated_on_update AFTER UPDATE ON venues WHEN new.updated_at IS old.updated_at BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.id;
END;

CREATE TRIGGER venues_updated_on_show_insert AFTER INSERT ON exhibitions BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = new.venue_id;
END;

CREATE TRIGGER venues_updated_on_show_update AFTER UPDATE ON exhibitions BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id IN (old.venue_id, new.venue_id);
END;

CREATE TRIGGER venues_updated_on_show_delete AFTER DELETE ON exhibitions BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = old.venue_id;
END;
