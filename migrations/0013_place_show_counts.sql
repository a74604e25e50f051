-- Every guide page shows each city with its count of current and upcoming
-- shows (workers/db/places.ts). Counting exhibitions for that reads one index
-- entry per show, over 200,000 at --scale 150, on every request. This table
-- keeps how many shows of a city end on each day, so the count sums at most
-- one row per day still ahead (a few hundred per city) and stays exact.
-- Triggers keep it in step with every write to exhibitions, whoever writes.
CREATE TABLE exhibition_end_counts (
  place_url TEXT NOT NULL,
  show_end  TEXT NOT NULL,
  n         INTEGER NOT NULL,
  PRIMARY KEY (place_url, show_end)
) WITHOUT ROWID;

INSERT INTO exhibition_end_counts (place_url, show_end, n)
  SELECT place_url, show_end, count(*) FROM exhibitions GROUP BY place_url, show_end;

CREATE TRIGGER exhibition_end_counts_insert AFTER INSERT ON exhibitions BEGIN
  INSERT INTO exhibition_end_counts (place_url, show_end, n) VALUES (new.place_url, new.show_end, 1)
    ON CONFLICT (place_url, show_end) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER exhibition_end_counts_delete AFTER DELETE ON exhibitions BEGIN
  UPDATE exhibition_end_counts SET n = n - 1 WHERE place_url = old.place_url AND show_end = old.show_end;
END;

CREATE TRIGGER exhibition_end_counts_update AFTER UPDATE OF place_url, show_end ON exhibitions BEGIN
  UPDATE exhibition_end_counts SET n = n - 1 WHERE place_url = old.place_url AND show_end = old.show_end;
  INSERT INTO exhibition_end_counts (place_url, show_end, n) VALUES (new.place_url, new.show_end, 1)
    ON CONFLICT (place_url, show_end) DO UPDATE SET n = n + 1;
END;
