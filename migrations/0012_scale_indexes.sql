-- Issue 10 "scale": at --scale 150 (about 100,000 articles and 250,000
-- exhibitions) list pages spent most of their time reading whole table rows
-- (bodies, press releases spill onto overflow pages) just to test a column or
-- two. These indexes carry every column such a query tests, so SQLite answers
-- from the index alone (EXPLAIN QUERY PLAN: "USING COVERING INDEX").

-- Article list counts and the id-first page queries (workers/db/articles.ts):
-- WHERE category|channel|type_name = ? AND published_at <= ? AND type <> 600.
CREATE INDEX articles_category_live ON articles (category, published_at, type);
CREATE INDEX articles_channel_live ON articles (channel, published_at, type);
CREATE INDEX articles_type_name_live ON articles (type_name, published_at, type);

-- Search (workers/db/search.ts) checks each FTS5 match for published_at and
-- type by id; from this index that is one small lookup instead of a row read.
CREATE INDEX articles_live ON articles (id, published_at, type);

-- Guide place lists (workers/db/exhibitions.ts): the filter plus the venue
-- and start date the page order needs, without reading exhibition rows.
CREATE INDEX exhibitions_place_category_venue ON exhibitions (place_url, category, show_end, venue_id, show_start);

-- ...and the venue columns those orders use (district, name, and place_url to
-- join places), so sorting a page's ids reads no venue row either.
CREATE INDEX venues_order ON venues (id, district, name, place_url);

-- A city's list in venue order walks the city's venues by district and name
-- and reads each venue's current shows with what the filter tests.
CREATE INDEX venues_place_district ON venues (place_url, district, name);
CREATE INDEX exhibitions_venue_listing ON exhibitions (venue_id, show_end, category, place_url, show_start);
