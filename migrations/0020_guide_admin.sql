-- The art-guide admin's own records: location groups, members and their
-- "become a member" submissions, dismissed notifications, and each city's
-- introduction for its guide page.

-- A named group of venues (one gallery's several spaces). A venue belongs to
-- at most one group, so its page names one group.
CREATE TABLE location_groups (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE location_group_venues (
  venue_id INTEGER PRIMARY KEY REFERENCES venues(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES location_groups(id) ON DELETE CASCADE
);
-- A group's venues (the admin screen, and a venue page's "also part of").
CREATE INDEX location_group_venues_group ON location_group_venues (group_id, venue_id);

-- A listing sent through the public "become a member" form.
CREATE TABLE member_submissions (
  id           INTEGER PRIMARY KEY,
  venue_name   TEXT NOT NULL,
  place_url    TEXT NOT NULL REFERENCES places(place_url),
  address      TEXT NOT NULL,
  website      TEXT NOT NULL DEFAULT '',
  email        TEXT NOT NULL,
  message      TEXT NOT NULL DEFAULT '',
  submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
-- Newest first on the notifications screen.
CREATE INDEX member_submissions_submitted ON member_submissions (submitted_at DESC, id DESC);

-- Venues taking part through "become a member".
CREATE TABLE guide_members (
  venue_id     INTEGER PRIMARY KEY REFERENCES venues(id) ON DELETE CASCADE,
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'lapsed')),
  renewal_date TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
-- The members screen lists by status, soonest renewal first.
CREATE INDEX guide_members_status ON guide_members (status, renewal_date, venue_id);
CREATE INDEX guide_members_renewal ON guide_members (renewal_date, venue_id);

-- A notification the guide admin dismissed: kind ('submission', 'no-image',
-- 'ended') and the id of its item. Dismissed items never come back.
CREATE TABLE notification_dismissals (
  kind         TEXT NOT NULL CHECK (kind IN ('submission', 'no-image', 'ended')),
  item_id      INTEGER NOT NULL,
  dismissed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (kind, item_id)
) WITHOUT ROWID;

-- Shows still to come or on view without an image, by closing date.
CREATE INDEX exhibitions_without_image ON exhibitions (show_end, id) WHERE primary_image_id IS NULL;

-- A city's introduction on its guide page: sanitised HTML, empty for none.
ALTER TABLE places ADD COLUMN intro_html TEXT NOT NULL DEFAULT '';
-- The guide admin's city list, in the order the guide lists cities.
CREATE INDEX IF NOT EXISTS places_order ON places (is_priority DESC, sort_order, place);
