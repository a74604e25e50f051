-- A kept answer may be a few rows rather than one number (a list's count per
-- city, the places that have picks): kept as JSON beside `n`, under the same
-- generation and expiry rules (workers/db/storedTotals.ts).
ALTER TABLE list_totals ADD COLUMN rows_json TEXT;
