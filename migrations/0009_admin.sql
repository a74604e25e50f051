-- Issue 9: the opening-hours editor keeps its rows (spec 2 §3 "Opening-hours row")
-- as JSON beside the formatted `hours` line the venue block shows.
ALTER TABLE venues ADD COLUMN hours_parts TEXT NOT NULL DEFAULT '[]';
