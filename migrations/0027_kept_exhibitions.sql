-- A show's whole answer (its venue, images and lists: about 18 rows read)
-- kept as JSON, one row per show, for lists that pick shows by id (nearby,
-- search, my guide: workers/db/exhibitions.ts exhibitionsByIds). A kept show
-- is used only on its day, under the current 'guide' generation (moved on by
-- every write to a table the answer reads, migrations/0026) and until it
-- expires.
CREATE TABLE IF NOT EXISTS kept_exhibitions (
  id         INTEGER PRIMARY KEY,
  day        TEXT NOT NULL,
  generation INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  json       TEXT NOT NULL
);
