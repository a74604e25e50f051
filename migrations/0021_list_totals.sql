-- A paged list's total, counted once and kept (workers/db/storedTotals.ts).
-- Counting a channel or a city reads one index entry per match: at scale
-- 150 that is over 30,000 rows on every page view of /news, billed by D1.
--
-- A stored total is valid while its scope's generation is unchanged and it
-- has not expired. Every write to the rows a scope counts moves that scope's
-- generation on (the triggers below), so a total is exact after any edit; it
-- can only lag behind time passing (an article whose publication time comes,
-- a show whose last day ends) until it expires.
CREATE TABLE list_total_generations (
  scope      TEXT PRIMARY KEY,
  generation INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO list_total_generations (scope, generation) VALUES ('articles', 0), ('exhibitions', 0);

CREATE TABLE list_totals (
  key        TEXT PRIMARY KEY,
  scope      TEXT NOT NULL,
  generation INTEGER NOT NULL,
  n          INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TRIGGER list_totals_article_insert AFTER INSERT ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_article_delete AFTER DELETE ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_article_update AFTER UPDATE ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_flag_insert AFTER INSERT ON article_flags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_flag_delete AFTER DELETE ON article_flags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_video_tag_insert AFTER INSERT ON article_video_tags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_video_tag_delete AFTER DELETE ON article_video_tags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_contributor_insert AFTER INSERT ON article_contributors BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;
CREATE TRIGGER list_totals_contributor_delete AFTER DELETE ON article_contributors BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'articles';
END;

CREATE TRIGGER list_totals_exhibition_insert AFTER INSERT ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'exhibitions';
END;
CREATE TRIGGER list_totals_exhibition_delete AFTER DELETE ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'exhibitions';
END;
CREATE TRIGGER list_totals_exhibition_update AFTER UPDATE ON exhibitions BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'exhibitions';
END;
