-- Indexes that let the cross-city must-see list walk cities in order, each
-- city's venues by name and each venue's must-see shows by id
-- (workers/db/exhibitions.ts, pageIdsQuery), stopping at the page's end
-- instead of sorting every must-see show of the guide. The list's order ends
-- each level with its rowid, so SQLite knows every level is in order.
CREATE INDEX IF NOT EXISTS places_order ON places (is_priority DESC, sort_order, place);
CREATE INDEX venues_place_name ON venues (place_url, name);
CREATE INDEX exhibitions_venue_must_see ON exhibitions (venue_id) WHERE is_must_see = 1;
