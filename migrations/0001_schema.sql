-- The whole data model of spec 1 §3 and spec 2 §3.
-- Conventions: money is INTEGER cents; times are ISO-8601 UTC text
-- ('2026-11-22T14:30:00Z'); plain dates are 'YYYY-MM-DD'; booleans are
-- INTEGER 0/1. *_formatted columns hold sanitisable HTML fragments.

-- ───────────────────────────── media ─────────────────────────────

-- Image.path is the default rendition; path_large, path_square and
-- path_original_crop are the named renditions the spec's lists use.
CREATE TABLE images (
  id                 INTEGER PRIMARY KEY,
  name               TEXT NOT NULL DEFAULT '',
  path               TEXT NOT NULL,
  path_large         TEXT NOT NULL,
  path_square        TEXT NOT NULL,
  path_original_crop TEXT NOT NULL,
  caption_formatted  TEXT NOT NULL DEFAULT '',
  copyright          TEXT NOT NULL DEFAULT '',   -- non-empty: the image links out (image grid)
  width              INTEGER NOT NULL,
  height             INTEGER NOT NULL,
  mimetype           TEXT NOT NULL DEFAULT 'image/svg+xml'
);

-- Image.crops: crop name → {path → width}.
CREATE TABLE image_crops (
  image_id INTEGER NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  crop     TEXT NOT NULL CHECK (crop IN ('original', 'square', 'landscape')),
  path     TEXT NOT NULL,
  width    INTEGER NOT NULL,
  height   INTEGER NOT NULL,
  PRIMARY KEY (image_id, crop, path)
);

-- ─────────────────────────── print issues ───────────────────────────

CREATE TABLE print_issues (
  id             INTEGER PRIMARY KEY,
  slug           TEXT NOT NULL UNIQUE,
  title          TEXT NOT NULL,              -- e.g. 'November 2026'
  subtitle       TEXT NOT NULL DEFAULT '',
  description    TEXT NOT NULL DEFAULT '',
  volume         INTEGER NOT NULL,
  volume_number  INTEGER NOT NULL,
  published_at   TEXT NOT NULL,
  cover_image_id INTEGER REFERENCES images(id) ON DELETE SET NULL,
  is_current     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX print_issues_published ON print_issues (published_at DESC);
CREATE INDEX print_issues_current ON print_issues (is_current) WHERE is_current = 1;

-- Issue formats object: print | digital | product, each with instock, price, label.
CREATE TABLE issue_formats (
  issue_id    INTEGER NOT NULL REFERENCES print_issues(id) ON DELETE CASCADE,
  format      TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  label       TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  instock     INTEGER NOT NULL DEFAULT 0 CHECK (instock >= 0),
  PRIMARY KEY (issue_id, format)
);

-- ─────────────────────────── contributors ───────────────────────────

CREATE TABLE contributors (
  id   INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  bio  TEXT NOT NULL DEFAULT ''
);

-- ───────────────────────────── articles ─────────────────────────────

-- One table for every content kind: news, columns, picks, video (type 80),
-- podcasts, print articles, passages, top ten lists, viewing rooms (type 600).
-- type_name is the spec's article type (picks, video, news, diary, words,
-- slant, museums, interview, print, passages; plus 'podcast' and
-- 'viewing-room' for the kinds the spec names by type only); channel is the first path
-- segment of url (/{channel}); category is the list key of /items?category=
-- (e.g. 'news', 'news_ads', 'top-ten', 'passages'); category_label is the
-- shown label ('Top Ten' for top-ten lists).
-- Viewing rooms (type 600): title = venue, subtitle = artists,
-- lead = exhibition title, section = locale; media in article_media.
CREATE TABLE articles (
  id                 INTEGER PRIMARY KEY,
  slug               TEXT NOT NULL,
  url                TEXT NOT NULL UNIQUE,     -- '/news/1234-some-slug'
  channel            TEXT NOT NULL,
  category           TEXT NOT NULL,
  category_label     TEXT NOT NULL DEFAULT '',
  type               INTEGER NOT NULL DEFAULT 1,  -- 80 = video, 600 = viewing room
  type_name          TEXT NOT NULL CHECK (type_name IN
                       ('picks', 'video', 'news', 'diary', 'words', 'slant', 'museums', 'interview', 'print', 'passages', 'podcast', 'viewing-room')),
  type_translated    TEXT NOT NULL DEFAULT '',
  section            TEXT NOT NULL DEFAULT '',
  title              TEXT NOT NULL,              -- plain text
  title_formatted    TEXT NOT NULL DEFAULT '',
  hed_formatted      TEXT NOT NULL DEFAULT '',
  dek_formatted      TEXT NOT NULL DEFAULT '',
  subtitle_formatted TEXT NOT NULL DEFAULT '',
  byline_formatted   TEXT NOT NULL DEFAULT '',
  writer_formatted   TEXT NOT NULL DEFAULT '',
  lead_formatted     TEXT NOT NULL DEFAULT '',
  body_excerpt       TEXT NOT NULL DEFAULT '',
  body_formatted     TEXT NOT NULL DEFAULT '',
  published_at       TEXT NOT NULL,
  issue_id           INTEGER REFERENCES print_issues(id) ON DELETE SET NULL,
  primary_image_id   INTEGER REFERENCES images(id) ON DELETE SET NULL,
  is_sponsored       INTEGER NOT NULL DEFAULT 0,
  sponsor_name       TEXT NOT NULL DEFAULT '',   -- 'From X:' prefix of sponsored video titles
  probability_weight INTEGER NOT NULL DEFAULT 0, -- weighted pick of sponsored videos
  flags              INTEGER NOT NULL DEFAULT 0, -- bitmask; 256 = listed viewing room
  has_video          INTEGER NOT NULL DEFAULT 0,
  has_podcast        INTEGER NOT NULL DEFAULT 0,
  video_source       TEXT CHECK (video_source IN ('vimeo', 'youtube')),
  video_id           TEXT,
  -- picks (reviews): /picks/{pick_place_url}
  pick_place_url     TEXT,
  place_listed_under TEXT,
  location_override  TEXT,
  location_name      TEXT,
  location_address   TEXT,
  run_dates          TEXT,
  curated_by         TEXT,
  venue_id           INTEGER REFERENCES venues(id) ON DELETE SET NULL
);
CREATE INDEX articles_published ON articles (published_at DESC);
CREATE INDEX articles_channel ON articles (channel, published_at DESC);
CREATE INDEX articles_category ON articles (category, published_at DESC);
CREATE INDEX articles_type ON articles (type, published_at DESC);
CREATE INDEX articles_type_title ON articles (type, title);          -- viewing rooms sorted by title
CREATE INDEX articles_type_name ON articles (type_name, published_at DESC);
CREATE INDEX articles_issue ON articles (issue_id, published_at DESC);
CREATE INDEX articles_sponsored ON articles (is_sponsored, type, published_at DESC);
CREATE INDEX articles_picks ON articles (pick_place_url, published_at DESC) WHERE pick_place_url IS NOT NULL;

-- Named flags: flagName=most_read, flag_name=section_feature (per category), etc.
CREATE TABLE article_flags (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  flag_name  TEXT NOT NULL,
  position   INTEGER NOT NULL DEFAULT 0,   -- lower first
  PRIMARY KEY (flag_name, article_id)
);
CREATE INDEX article_flags_order ON article_flags (flag_name, position);
CREATE INDEX article_flags_article ON article_flags (article_id);

-- videoTags: slug → label; /video/{tag}. Sponsored videos carry 'from_our_sponsors'.
CREATE TABLE article_video_tags (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  tag        TEXT NOT NULL,
  label      TEXT NOT NULL,
  PRIMARY KEY (article_id, tag)
);
CREATE INDEX article_video_tags_tag ON article_video_tags (tag, article_id);

-- Audio player sources (Ticker: name, url).
CREATE TABLE podcast_sources (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  name       TEXT NOT NULL,
  url        TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
);

-- /items/{articleId}/media: images in order; viewing rooms also list videos
-- (video_url 'vimeo:123' / 'youtube:abc').
CREATE TABLE article_media (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  kind       TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  image_id   INTEGER REFERENCES images(id) ON DELETE CASCADE,
  video_url  TEXT,
  CHECK ((kind = 'image' AND image_id IS NOT NULL) OR (kind = 'video' AND video_url IS NOT NULL)),
  PRIMARY KEY (article_id, position)
);

CREATE TABLE article_contributors (
  article_id     INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  contributor_id INTEGER NOT NULL REFERENCES contributors(id) ON DELETE CASCADE,
  position       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (contributor_id, article_id)
);
CREATE INDEX article_contributors_article ON article_contributors (article_id, position);

-- Full-text search over articles; rowid = articles.id. Plain text (no HTML).
-- Written by the same code that writes the article row.
CREATE VIRTUAL TABLE articles_fts USING fts5 (
  title, dek, body, byline,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- ───────────────────────────── accounts ─────────────────────────────

CREATE TABLE users (
  id                INTEGER PRIMARY KEY,
  username          TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email             TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash     TEXT NOT NULL,              -- workers/services/password.ts format
  origin            TEXT NOT NULL DEFAULT '',   -- registration origin (page or form)
  is_subscriber     INTEGER NOT NULL DEFAULT 0,
  is_admin          INTEGER NOT NULL DEFAULT 0,
  is_artguide_admin INTEGER NOT NULL DEFAULT 0,
  activated_at      TEXT,                       -- /profile/activate
  created_at        TEXT NOT NULL
);

-- token_hash = lowercase hex SHA-256 of the cookie token (never the token itself).
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- /user/recover: one-time tokens, stored hashed like sessions.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Fixed-window counters (login, registration, recovery): one row per key and window.
CREATE TABLE rate_limits (
  key          TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

-- Outgoing mail kept locally (recovery, registration confirmations).
CREATE TABLE mail_outbox (
  id         INTEGER PRIMARY KEY,
  to_email   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE newsletter_signups (
  id         INTEGER PRIMARY KEY,
  email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  origin     TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- ─────────────────────────── subscriptions ───────────────────────────

-- country: 'US', 'CA', 'INTL' (any other delivery country) or 'ALL' (digital). Primary plan ids
-- P2Y-US, P2Y-CA, P2Y-ITNL; D1Y is digital one-year. flags: 4 normal, 36 gift.
CREATE TABLE subscription_plans (
  id            TEXT PRIMARY KEY,
  title         TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  price_cents   INTEGER NOT NULL CHECK (price_cents >= 0),
  flags         INTEGER NOT NULL DEFAULT 4,
  country       TEXT NOT NULL,
  recipient     TEXT NOT NULL CHECK (recipient IN ('individual', 'gift', 'student', 'institution')),
  term_months   INTEGER NOT NULL DEFAULT 12,
  digital_only  INTEGER NOT NULL DEFAULT 0,   -- shipping complete, section hidden
  needs_billing INTEGER NOT NULL DEFAULT 1,   -- 0 forces ship-to-billing
  is_active     INTEGER NOT NULL DEFAULT 1,
  sort_order    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscription_plans_options ON subscription_plans (recipient, country, sort_order);

-- rate_percent: 20 means 20 % off. kind decides the recipient it applies to.
CREATE TABLE discount_codes (
  code         TEXT PRIMARY KEY COLLATE NOCASE,
  is_active    INTEGER NOT NULL DEFAULT 1,
  rate_percent INTEGER NOT NULL CHECK (rate_percent BETWEEN 0 AND 100),
  kind         TEXT NOT NULL CHECK (kind IN ('general', 'student', 'institution'))
);

CREATE TABLE subscriptions (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id         TEXT NOT NULL REFERENCES subscription_plans(id),
  flags           INTEGER NOT NULL,
  price_cents     INTEGER NOT NULL,
  discount_code   TEXT,
  ship_to_country TEXT NOT NULL DEFAULT 'US',
  billing_country TEXT NOT NULL DEFAULT 'US',
  gift_email      TEXT,
  gift_message    TEXT,
  gift_from       TEXT,
  status          TEXT NOT NULL DEFAULT 'active',
  idempotency_key TEXT UNIQUE,
  starts_at       TEXT NOT NULL,
  ends_at         TEXT NOT NULL,
  created_at      TEXT NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, created_at DESC);

-- ───────────────────────────── shop ─────────────────────────────

CREATE TABLE carts (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  shipping_country TEXT NOT NULL DEFAULT 'US',
  billing_country  TEXT NOT NULL DEFAULT 'US',
  ship_to_billing  INTEGER NOT NULL DEFAULT 1,
  updated_at       TEXT NOT NULL
);

CREATE TABLE cart_lines (
  id       INTEGER PRIMARY KEY,
  cart_id  INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  issue_id INTEGER NOT NULL REFERENCES print_issues(id) ON DELETE CASCADE,
  format   TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  added_at TEXT NOT NULL DEFAULT '',
  UNIQUE (cart_id, issue_id, format)
);

CREATE TABLE orders (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  idempotency_key  TEXT NOT NULL UNIQUE,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  subtotal_cents   INTEGER NOT NULL,
  shipping_cents   INTEGER NOT NULL,
  total_cents      INTEGER NOT NULL,
  country          TEXT NOT NULL DEFAULT 'US',
  email            TEXT NOT NULL DEFAULT '',
  shipping_address TEXT NOT NULL DEFAULT '{}',   -- JSON per the server's address schema
  billing_address  TEXT NOT NULL DEFAULT '{}',
  payment_ref      TEXT,
  created_at       TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);

CREATE TABLE order_lines (
  order_id         INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position         INTEGER NOT NULL,
  issue_id         INTEGER REFERENCES print_issues(id) ON DELETE SET NULL,
  format           TEXT NOT NULL CHECK (format IN ('print', 'digital', 'product')),
  title            TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- ───────────────────────────── ads ─────────────────────────────

-- size: 970 | 750 | 750B | 750C (banners), 110 (gallery), 415x415 (popup),
-- tout (index 0). kind separates /ads, /ads/buttons, /ads/internal, /ads/issue.
-- section 'all' matches every section.
CREATE TABLE ads (
  id         INTEGER PRIMARY KEY,
  size       TEXT NOT NULL CHECK (size IN ('970', '750', '750B', '750C', '110', '415x415', 'tout')),
  kind       TEXT NOT NULL DEFAULT 'display' CHECK (kind IN ('display', 'button', 'internal', 'issue')),
  section    TEXT NOT NULL DEFAULT 'all',
  name       TEXT NOT NULL,
  src        TEXT NOT NULL,            -- image path
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  url        TEXT NOT NULL,
  frequency  INTEGER NOT NULL DEFAULT 5,  -- popup: shown when counter % frequency = 0
  weight     INTEGER NOT NULL DEFAULT 1,
  issue_id   INTEGER REFERENCES print_issues(id) ON DELETE CASCADE,
  starts_at  TEXT NOT NULL,
  ends_at    TEXT NOT NULL,
  is_active  INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ads_size_section ON ads (size, section, kind);
CREATE INDEX ads_kind_section ON ads (kind, section);

-- ───────────────────────────── art guide ─────────────────────────────

-- is_priority: the 9 priority cities of spec 2 §2, shown first in sort_order.
CREATE TABLE places (
  place_url    TEXT PRIMARY KEY,
  place        TEXT NOT NULL,
  country      TEXT NOT NULL,
  country_code TEXT NOT NULL,
  latitude     REAL NOT NULL,
  longitude    REAL NOT NULL,
  is_priority  INTEGER NOT NULL DEFAULT 0,
  sort_order   INTEGER NOT NULL DEFAULT 0
);

-- Guide location. phone in international format ('+44 20 7946 0321');
-- hours is the display text; venue_hours the editor rows.
CREATE TABLE venues (
  id                   INTEGER PRIMARY KEY,
  slug                 TEXT NOT NULL UNIQUE,
  name                 TEXT NOT NULL,
  address              TEXT NOT NULL,
  town                 TEXT NOT NULL,
  zip                  TEXT NOT NULL DEFAULT '',
  url                  TEXT NOT NULL DEFAULT '',
  phone                TEXT NOT NULL DEFAULT '',
  email                TEXT NOT NULL DEFAULT '',
  hours                TEXT NOT NULL DEFAULT '',
  hours_by_appointment INTEGER NOT NULL DEFAULT 0,
  description          TEXT NOT NULL DEFAULT '',
  latitude             REAL NOT NULL,
  longitude            REAL NOT NULL,
  place_url            TEXT NOT NULL REFERENCES places(place_url),
  district             TEXT NOT NULL DEFAULT '',
  category             TEXT NOT NULL CHECK (category IN ('galleries', 'museums', 'special-events', 'art-fairs', 'auctions')),
  primary_image_id     INTEGER REFERENCES images(id) ON DELETE SET NULL
);
CREATE INDEX venues_place ON venues (place_url, category, name);
CREATE INDEX venues_geo ON venues (latitude, longitude);

-- Opening-hours editor rows. day_*: 'mon'..'sun' or 'daily'; hour_*: 'HH:MM' in half hours.
CREATE TABLE venue_hours (
  venue_id   INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  day_from   TEXT NOT NULL,
  day_until  TEXT NOT NULL,
  hour_from  TEXT NOT NULL,
  hour_until TEXT NOT NULL,
  PRIMARY KEY (venue_id, position)
);

-- Guide exhibition. The spec's title is "artists \n title": stored apart as
-- artists and title. show_start/show_end are dates; opening_* the reception
-- (ISO UTC). Openings/closings are derived from opening_start and show_end.
-- place_url is copied from the venue so place lists need one index.
CREATE TABLE exhibitions (
  id                      INTEGER PRIMARY KEY,
  slug                    TEXT NOT NULL UNIQUE,
  title                   TEXT NOT NULL,
  artists                 TEXT NOT NULL DEFAULT '',
  subtitle                TEXT NOT NULL DEFAULT '',
  description             TEXT NOT NULL DEFAULT '',
  description_extended    TEXT NOT NULL DEFAULT '',
  press_release           TEXT NOT NULL DEFAULT '',
  show_start              TEXT NOT NULL,
  show_end                TEXT NOT NULL,
  date_override           TEXT NOT NULL DEFAULT '',   -- e.g. 'Ongoing', 'Extended through March'
  opening_start           TEXT,
  opening_end             TEXT,
  is_must_see             INTEGER NOT NULL DEFAULT 0,
  critics_pick_article_id INTEGER REFERENCES articles(id) ON DELETE SET NULL,
  critics_pick_path       TEXT,
  preview_article_id      INTEGER REFERENCES articles(id) ON DELETE SET NULL,
  preview_path            TEXT,
  viewing_room_article_id INTEGER REFERENCES articles(id) ON DELETE SET NULL,
  viewing_room_path       TEXT,
  is_spotlight            INTEGER NOT NULL DEFAULT 0,
  is_highlight            INTEGER NOT NULL DEFAULT 0,  -- homepage exhibition highlights
  category                TEXT NOT NULL CHECK (category IN ('galleries', 'museums', 'special-events', 'art-fairs', 'auctions')),
  venue_id                INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  place_url               TEXT NOT NULL REFERENCES places(place_url),
  primary_image_id        INTEGER REFERENCES images(id) ON DELETE SET NULL
);
CREATE INDEX exhibitions_place_end ON exhibitions (place_url, show_end);
CREATE INDEX exhibitions_place_category ON exhibitions (place_url, category, show_end);
CREATE INDEX exhibitions_place_opening ON exhibitions (place_url, opening_start) WHERE opening_start IS NOT NULL;
CREATE INDEX exhibitions_category_end ON exhibitions (category, show_end);
CREATE INDEX exhibitions_opening ON exhibitions (opening_start) WHERE opening_start IS NOT NULL;
CREATE INDEX exhibitions_end ON exhibitions (show_end);
CREATE INDEX exhibitions_start ON exhibitions (show_start);
CREATE INDEX exhibitions_must_see ON exhibitions (is_must_see, show_end) WHERE is_must_see = 1;
CREATE INDEX exhibitions_highlight ON exhibitions (is_highlight, show_end) WHERE is_highlight = 1;
CREATE INDEX exhibitions_venue ON exhibitions (venue_id, show_end);

CREATE TABLE exhibition_images (
  exhibition_id INTEGER NOT NULL REFERENCES exhibitions(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  image_id      INTEGER NOT NULL REFERENCES images(id) ON DELETE CASCADE,
  PRIMARY KEY (exhibition_id, position)
);

CREATE TABLE featured_lists (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  name       TEXT NOT NULL,
  site_url   TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE featured_list_venues (
  list_id  INTEGER NOT NULL REFERENCES featured_lists(id) ON DELETE CASCADE,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  PRIMARY KEY (list_id, venue_id)
);
CREATE INDEX featured_list_venues_venue ON featured_list_venues (venue_id);

CREATE TABLE myguide_entries (
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  exhibition_id INTEGER NOT NULL REFERENCES exhibitions(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  PRIMARY KEY (user_id, exhibition_id)
);

-- Guide search: one row per exhibition (kind 'exhibition') or venue
-- (kind 'venue'); ref_id is the row's id. Written with the row.
CREATE VIRTUAL TABLE guide_fts USING fts5 (
  kind UNINDEXED, ref_id UNINDEXED,
  title, artists, venue_name, place,
  tokenize = 'unicode61 remove_diacritics 2'
);
