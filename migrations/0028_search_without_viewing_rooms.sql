-- Magazine search and suggestions never list a viewing room (type 600), so
-- articles_fts leaves them out: a search reading its matches newest first
-- (by rowid, workers/db/search.ts) then never reads past rows it cannot list.
-- The triggers of migrations/0006 are made again with that condition; an
-- article whose type changes joins or leaves the index.
DELETE FROM articles_fts WHERE rowid IN (SELECT id FROM articles WHERE type = 600);

DROP TRIGGER IF EXISTS articles_fts_insert;
CREATE TRIGGER articles_fts_insert AFTER INSERT ON articles WHEN new.type <> 600 BEGIN
  INSERT INTO articles_fts (rowid, title, dek, body, byline)
  VALUES (new.id, new.title, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.dek_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.body_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = new.id), ''));
END;

DROP TRIGGER IF EXISTS articles_fts_update;
CREATE TRIGGER articles_fts_update AFTER UPDATE OF title, dek_formatted, body_formatted, type ON articles BEGIN
  DELETE FROM articles_fts WHERE rowid = old.id;
  INSERT INTO articles_fts (rowid, title, dek, body, byline)
  SELECT new.id, new.title, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.dek_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(new.body_formatted, '</p>', ' '), '<p>', ''), '<ol>', ''), '</ol>', ''), '<li>', ''), '</li>', ' '), '<em>', ''), '</em>', ''), '<strong>', ''), '</strong>', ''), '<br>', ' '), '&quot;', '"'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'), coalesce((SELECT group_concat(c.name, ', ') FROM article_contributors ac JOIN contributors c ON c.id = ac.contributor_id WHERE ac.article_id = new.id), '')
  WHERE new.type <> 600;
END;
