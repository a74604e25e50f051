-- A show's place_url is a copy of its venue's (migrations/0001_schema.sql;
-- the admin copies it when a show is saved). Guide city lists rely on that:
-- they walk the city's venues (workers/db/exhibitions.ts). So a venue that
-- moves to another city takes its shows along, and any show that drifted is
-- put back in its venue's city.
UPDATE exhibitions SET place_url = (SELECT v.place_url FROM venues v WHERE v.id = exhibitions.venue_id)
  WHERE place_url <> (SELECT v.place_url FROM venues v WHERE v.id = exhibitions.venue_id);

CREATE TRIGGER exhibitions_follow_venue_place AFTER UPDATE OF place_url ON venues BEGIN
  UPDATE exhibitions SET place_url = new.place_url WHERE venue_id = new.id AND place_url <> new.place_url;
END;
