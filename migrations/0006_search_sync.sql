-- Keeps the FTS5 search tables in step with every write (issue 4: "kept up to
-- date on every write"), whoever writes: the seed, an editor's tool or a later
-- import. Plain text is taken from the *Formatted HTML by stripping the tags the
-- content uses; stray markup only adds harmless tokens.
-- guide_fts rows get rowid = id * 2 for an exhibition and id * 2 + 1 for a
-- venue, so a trigger finds its row by rowid instead of scanning the table.

CREATE TRIGGER articles_fts_insert AFTER INSERT ON articles BEGIN
  INSERT INTO articles_fts (rowid, title, dek, body, byline)
  VALUES (new.id, new.title, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.dek_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.body_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = new.id), ''));
END;

CREATE TRIGGER articles_fts_update AFTER UPDATE OF title, dek_formatted, body_formatted ON articles BEGIN
  DELETE FROM articles_fts WHERE rowid = old.id;
  INSERT INTO articles_fts (rowid, title, dek, body, byline)
  VALUES (new.id, new.title, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.dek_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.body_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = new.id), ''));
END;

CREATE TRIGGER articles_fts_delete AFTER DELETE ON articles BEGIN
  DELETE FROM articles_fts WHERE rowid = old.id;
END;

-- The byline column follows the article's contributors.
CREATE TRIGGER articles_fts_contributor_added AFTER INSERT ON article_contributors BEGIN
  UPDATE articles_fts SET byline = coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = new.article_id), '') WHERE rowid = new.article_id;
END;

CREATE TRIGGER articles_fts_contributor_removed AFTER DELETE ON article_contributors BEGIN
  UPDATE articles_fts SET byline = coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = old.article_id), '') WHERE rowid = old.article_id;
END;

CREATE TRIGGER guide_fts_exhibition_insert AFTER INSERT ON exhibitions BEGIN
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
  SELECT new.id * 2, 'exhibition', new.id, new.title, new.artists, v.name, p.place
    FROM venues v JOIN places p ON p.place_url = new.place_url WHERE v.id = new.venue_id;
END;

CREATE TRIGGER guide_fts_exhibition_update AFTER UPDATE OF title, artists, venue_id, place_url ON exhibitions BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2;
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
  SELECT new.id * 2, 'exhibition', new.id, new.title, new.artists, v.name, p.place
    FROM venues v JOIN places p ON p.place_url = new.place_url WHERE v.id = new.venue_id;
END;

CREATE TRIGGER guide_fts_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2;
END;

CREATE TRIGGER guide_fts_venue_insert AFTER INSERT ON venues BEGIN
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
  SELECT new.id * 2 + 1, 'venue', new.id, new.name, '', new.name, p.place FROM places p WHERE p.place_url = new.place_url;
END;

CREATE TRIGGER guide_fts_venue_update AFTER UPDATE OF name, place_url ON venues BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2 + 1;
  INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
  SELECT new.id * 2 + 1, 'venue', new.id, new.name, '', new.name, p.place FROM places p WHERE p.place_url = new.place_url;
  -- The venue's shows are found by its name too.
  UPDATE guide_fts SET venue_name = new.name WHERE rowid IN (SELECT id * 2 FROM exhibitions WHERE venue_id = new.id);
END;

CREATE TRIGGER guide_fts_venue_delete AFTER DELETE ON venues BEGIN
  DELETE FROM guide_fts WHERE rowid = old.id * 2 + 1;
END;

-- Databases seeded before this migration numbered guide_fts rows 1..n: renumber.
DELETE FROM guide_fts;
INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
SELECT e.id * 2, 'exhibition', e.id, e.title, e.artists, v.name, p.place
  FROM exhibitions e JOIN venues v ON v.id = e.venue_id JOIN places p ON p.place_url = e.place_url;
INSERT INTO guide_fts (rowid, kind, ref_id, title, artists, venue_name, place)
SELECT v.id * 2 + 1, 'venue', v.id, v.name, '', v.name, p.place FROM venues v JOIN places p ON p.place_url = v.place_url;
