-- Contributor results in search come from FTS5 like every other search kind
-- (issue 4: "an FTS5 index over articles, picks, contributors and guide items,
-- kept up to date on every write"). rowid = contributors.id.
CREATE VIRTUAL TABLE contributors_fts USING fts5 (
  name, bio,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO contributors_fts (rowid, name, bio) SELECT id, name, coalesce(bio, '') FROM contributors;

CREATE TRIGGER contributors_fts_insert AFTER INSERT ON contributors BEGIN
  INSERT INTO contributors_fts (rowid, name, bio) VALUES (new.id, new.name, coalesce(new.bio, ''));
END;

CREATE TRIGGER contributors_fts_update AFTER UPDATE OF name, bio ON contributors BEGIN
  DELETE FROM contributors_fts WHERE rowid = old.id;
  INSERT INTO contributors_fts (rowid, name, bio) VALUES (new.id, new.name, coalesce(new.bio, ''));
END;

CREATE TRIGGER contributors_fts_delete AFTER DELETE ON contributors BEGIN
  DELETE FROM contributors_fts WHERE rowid = old.id;
END;
