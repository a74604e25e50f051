-- Kept answers (workers/db/storedTotals.ts) for the sitemap index: its parts
-- per kind read every article, issue, city and venue. Two more scopes, each
-- moved on by every write to the rows it reads, so a kept answer is exact
-- after any edit: 'issues' (print_issues) and 'venues' (venues and places).
INSERT OR IGNORE INTO list_total_generations (scope, generation) VALUES ('issues', 0), ('venues', 0);

CREATE TRIGGER IF NOT EXISTS list_totals_issue_insert AFTER INSERT ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'issues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_issue_delete AFTER DELETE ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'issues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_issue_update AFTER UPDATE ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'issues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_venue_insert AFTER INSERT ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_venue_delete AFTER DELETE ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_venue_update AFTER UPDATE ON venues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_place_insert AFTER INSERT ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_place_delete AFTER DELETE ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;
CREATE TRIGGER IF NOT EXISTS list_totals_place_update AFTER UPDATE ON places BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'venues';
END;

-- Walks of the guide lists (workers/db/exhibitions.ts, pageIdsQuery), each in
-- the order its list sorts by, so SQLite stops at the page's end: a city's art
-- fairs by start, a venue's shows of one category, and a category's shows by
-- start across cities.
CREATE INDEX IF NOT EXISTS exhibitions_place_category_start ON exhibitions (place_url, category, show_start, show_end);
CREATE INDEX IF NOT EXISTS exhibitions_venue_category ON exhibitions (venue_id, category, show_end, show_start);
CREATE INDEX IF NOT EXISTS exhibitions_category_start ON exhibitions (category, show_start, show_end, venue_id, place_url);
