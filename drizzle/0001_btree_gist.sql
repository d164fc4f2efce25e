-- The booking and blocked-date exclusion constraints (gear_id WITH =, period WITH &&) need
-- btree_gist for the equality part. PGlite loads the extension on every open (see db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
