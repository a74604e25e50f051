-- Guide search finds venues and shows by where they are: the venue's district
-- (Chelsea, Mitte, Le Marais), its street address and its town join the index
-- in a new column, `area`. FTS5 cannot add a column, so the index is built
-- again with the same rowids (id * 2 for a show, id * 2 + 1 for a venue), and
-- its triggers follow the venue's address and district too. Accents are
-- ignored as before (remove_diacritics 2): "marais" finds "Marais".

DROP TRIGGER IF EXISTS guide_fts_exhibition_insert;
DROP TRIGGER IF EXISTS guide_fts_exhibition_update;
DROP TRIGGER IF EXISTS guide_fts_exhibition_delete;
DROP TRIGGER IF EXISTS guide_fts_venue_insert;
DROP TRIGGER IF EXISTS guide_fts_venue_update;
DROP TRIGGER IF EXISTS guide_fts_venue_delete;
DROP TABLE guide_fts;

CREATE VIRTUAL TABLE guide_fts USING fts5 (
  kind UNINDEXED, ref_id UNINDEXED,
  title, artists, venue_name, place, area,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER guide_fts_exhibition_insert AFTER INSERT ON exhibitions BEGIN
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
  SELECT new.id * 2, 'exhibition', new.id, new.title, new.artists, v.name, p.place,
         v.district || ' ' || v.address || ' ' || v.town
    FROM venues v JOIN places p ON p.place_url = new.place_url WHERE v.id = new.venue_id;
END;

CREATE TRIGGER guide_fts_exhibition_update AFTER UPDATE OF title, artists, venue_id, place_url ON exhibitions BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2;
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
  SELECT new.id * 2, 'exhibition', new.id, new.title, new.artists, v.name, p.place,
         v.district || ' ' || v.address || ' ' || v.town
    FROM venues v JOIN places p ON p.place_url = new.place_url WHERE v.id = new.venue_id;
END;

CREATE TRIGGER guide_fts_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2;
END;

CREATE TRIGGER guide_fts_venue_insert AFTER INSERT ON venues BEGIN
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
  SELECT new.id * 2 + 1, 'venue', new.id, new.name, '', new.name, p.place,
         new.district || ' ' || new.address || ' ' || new.town
    FROM places p WHERE p.place_url = new.place_url;
END;

CREATE TRIGGER guide_fts_venue_update AFTER UPDATE OF name, place_url, district, address, town ON venues BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2 + 1;
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
  SELECT new.id * 2 + 1, 'venue', new.id, new.name, '', new.name, p.place,
         new.district || ' ' || new.address || ' ' || new.town
    FROM places p WHERE p.place_url = new.place_url;
  -- The venue's shows are found by its name and where it is too.
  UPDATE guide_fts SET venue_name = new.name, area = new.district || ' ' || new.address || ' ' || new.town
   WHERE rowid IN (SELECT id * 2 FROM exhibitions WHERE venue_id = new.id);
END;

CREATE TRIGGER guide_fts_venue_delete AFTER DELETE ON venues BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2 + 1;
END;

INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
SELECT e.id * 2, 'exhibition', e.id, e.title, e.artists, v.name, p.place, v.district || ' ' || v.address || ' ' || v.town
  FROM exhibitions e JOIN venues v ON v.id = e.venue_id JOIN places p ON p.place_url = e.place_url;
INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place, area)
SELECT v.id * 2 + 1, 'venue', v.id, v.name, '', v.name, p.place, v.district || ' ' || v.address || ' ' || v.town
  FROM venues v JOIN places p ON p.place_url = v.place_url;
