-- Whole magazine answers kept as JSON (workers/db/storedTotals.ts keptAnswer):
-- the front page's features, news and most read read every listed article's
-- image, issue and video tags. Their scope, 'magazine', is moved on by every
-- write to a table those lists read, so a kept answer is exact after any edit.
INSERT OR IGNORE INTO list_total_generations (scope, generation) VALUES ('magazine', 0);

CREATE TRIGGER IF NOT EXISTS kept_magazine_article_insert AFTER INSERT ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_delete AFTER DELETE ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_update AFTER UPDATE ON articles BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_flag_insert AFTER INSERT ON article_flags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_flag_delete AFTER DELETE ON article_flags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_flag_update AFTER UPDATE ON article_flags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_video_tag_insert AFTER INSERT ON article_video_tags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_video_tag_delete AFTER DELETE ON article_video_tags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_article_video_tag_update AFTER UPDATE ON article_video_tags BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_image_insert AFTER INSERT ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_image_delete AFTER DELETE ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_image_update AFTER UPDATE ON images BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_print_issue_insert AFTER INSERT ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_print_issue_delete AFTER DELETE ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
CREATE TRIGGER IF NOT EXISTS kept_magazine_print_issue_update AFTER UPDATE ON print_issues BEGIN
  UPDATE list_total_generations SET generation = generation + 1 WHERE scope = 'magazine';
END;
