-- A city's dated lists (openings, closings, special events, art fairs) sort
-- each day's shows by their venue's name. With the name only in venues, a page
-- had to read and sort every show of its day or window (thousands in a large
-- city) before it could stop. Each show now carries a copy of its venue's name,
-- kept by triggers whoever writes (the admin, the seed, an import), so the
-- indexes below hold the lists' whole order and a page reads about its length.
ALTER TABLE exhibitions ADD COLUMN venue_name TEXT NOT NULL DEFAULT '';
UPDATE exhibitions SET venue_name = (SELECT v.name FROM venues v WHERE v.id = exhibitions.venue_id);

CREATE TRIGGER exhibitions_venue_name_on_insert AFTER INSERT ON exhibitions BEGIN
  UPDATE exhibitions SET venue_name = (SELECT v.name FROM venues v WHERE v.id = new.venue_id) WHERE id = new.id;
END;
CREATE TRIGGER exhibitions_venue_name_on_move AFTER UPDATE OF venue_id ON exhibitions BEGIN
  UPDATE exhibitions SET venue_name = (SELECT v.name FROM venues v WHERE v.id = new.venue_id) WHERE id = new.id;
END;
CREATE TRIGGER exhibitions_follow_venue_name AFTER UPDATE OF name ON venues BEGIN
  UPDATE exhibitions SET venue_name = new.name WHERE venue_id = new.id AND venue_name <> new.name;
END;

-- A city's openings by reception, then venue. Nothing is dropped: migrations stay additive, so a
-- rollback's code (which names the older indexes in INDEXED BY) still runs on this database.
CREATE INDEX exhibitions_place_opening_venue ON exhibitions (place_url, opening_start, venue_name)
  WHERE opening_start IS NOT NULL;
-- A city's closings by end, then venue.
CREATE INDEX exhibitions_place_end_venue ON exhibitions (place_url, show_end, venue_name);
-- A city's special events or art fairs: those already open by venue (then end), the later ones
-- by start (then venue and end); the end is in both so ended shows are passed over in the index.
CREATE INDEX exhibitions_place_category_by_venue ON exhibitions (place_url, category, venue_name, show_end);
CREATE INDEX exhibitions_place_category_start_by_venue ON exhibitions (place_url, category, show_start, venue_name, show_end);
