-- Whole guide answers kept as JSON (workers/db/storedTotals.ts keptAnswer):
-- the map's shows of a city and the featured lists read thousands of rows
-- (every show with its venue, images and lists) and change only on a write or
-- when a day ends. Their scope, 'guide', is moved on by every write to a table
-- a guide answer reads, so a kept answer is exact after any edit.
INSERT OR IGNORE INTO list_total_generations (scope, generation) VALUES ('guide', 0);

CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_insert AFTER INSERT ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_update AFTER UPDATE ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_venue_insert AFTER INSERT ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_venue_delete AFTER DELETE ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_venue_update AFTER UPDATE ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_place_insert AFTER INSERT ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_place_delete AFTER DELETE ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_place_update AFTER UPDATE ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_image_insert AFTER INSERT ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_image_delete AFTER DELETE ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_image_update AFTER UPDATE ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_image_insert AFTER INSERT ON exhibition_images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_image_delete AFTER DELETE ON exhibition_images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_exhibition_image_update AFTER UPDATE ON exhibition_images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_insert AFTER INSERT ON featured_lists BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_delete AFTER DELETE ON featured_lists BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_update AFTER UPDATE ON featured_lists BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_venue_insert AFTER INSERT ON featured_list_venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_venue_delete AFTER DELETE ON featured_list_venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
CREATE TRIGGER IF NOT EXISTS kept_guide_featured_list_venue_update AFTER UPDATE ON featured_list_venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'guide';
END;
