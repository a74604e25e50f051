-- A cart add carries a key made by the client for that one write (the cart
-- machine per add, a local cart per version, a no-JavaScript form per visit).
-- An add whose key is already here was applied before: a retry after a lost
-- answer or a 5xx answers the cart as it is instead of adding again. Keys are
-- kept a day per owner ("account:<id>" or "guest:<token hash>").

CREATE TABLE cart_write_keys (
  owner       TEXT NOT NULL,
  write_key   TEXT NOT NULL,
  written_at  TEXT NOT NULL,
  PRIMARY KEY (owner, write_key)
) WITHOUT ROWID;
