-- Nearby shows read the venues of a small box: by latitude band (500 to a
-- degree) and longitude, so a read never visits a whole band of latitude.
CREATE INDEX IF NOT EXISTS venues_geo_cell ON venues (CAST(latitude * 500 AS INTEGER), longitude, latitude);

-- A type's articles by title (viewing rooms A to Z): the title order with what
-- the filter tests (publication time, flags), so a page stops at its end.
CREATE INDEX IF NOT EXISTS articles_type_title_live ON articles (type, title, published_at, flags);

-- A city's openings in opening order with what their filter and sort read
-- (the show's end, its venue), so the list stops at the page's end.
CREATE INDEX IF NOT EXISTS exhibitions_place_opening_end ON exhibitions (place_url, opening_start, show_end, venue_id)
  WHERE opening_start IS NOT NULL;
