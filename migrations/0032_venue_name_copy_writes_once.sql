-- A show's copy of its venue's name (migration 0031) is written by triggers.
-- Each such write is an UPDATE of exhibitions, which fired the three triggers
-- below again: a renamed venue moved the 'exhibitions' and 'guide' generations
-- and its own updated_at once per show it holds, and every new show moved them
-- twice. The copy changes nothing those triggers stand for (the write that
-- caused it, to the venue or the show, has already fired its own), so they now
-- skip an update that changes the copy. Only the app's writes reach them, and
-- the app never writes venue_name.
DROP TRIGGER IF EXISTS list_totals_exhibition_update;
CREATE TRIGGER list_totals_exhibition_update AFTER UPDATE ON exhibitions
WHEN old.venue_name IS new.venue_name BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'exhibitions';
END;

DROP TRIGGER IF EXISTS kept_guide_exhibition_update;
CREATE TRIGGER kept_guide_exhibition_update AFTER UPDATE ON exhibitions
WHEN old.venue_name IS new.venue_name BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;

DROP TRIGGER IF EXISTS venues_updated_on_show_update;
CREATE TRIGGER venues_updated_on_show_update AFTER UPDATE ON exhibitions
WHEN old.venue_name IS new.venue_name BEGIN
  UPDATE venues SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id IN (old.venue_id, new.venue_id);
END;
