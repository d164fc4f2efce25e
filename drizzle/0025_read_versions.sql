-- Read-cache versions (ADR 025): every write to a table the cached public reads
-- depend on names, inside its own transaction, the scopes whose answers it can change.
-- pg_notify is transactional: a process hears it only once the write has committed,
-- and never for a rollback. See src/server/lib/read-cache.ts.
CREATE FUNCTION sewagear_reads_notify(scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT string_agg(DISTINCT s, ' ') INTO payload FROM unnest(scopes) s WHERE s IS NOT NULL;
  IF payload IS NULL THEN
    RETURN;
  END IF;
  -- NOTIFY payloads stop at 8000 bytes; a bulk write drops everything instead.
  IF octet_length(payload) > 7000 THEN
    payload := '*';
  END IF;
  PERFORM pg_notify('sewagear_reads', payload);
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sewagear_reads', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_gear() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{listings}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(SELECT 'gear:' || id FROM old_rows) || ARRAY(SELECT 'owner:' || owner_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(SELECT 'gear:' || id FROM new_rows) || ARRAY(SELECT 'owner:' || owner_id FROM new_rows);
  END IF;
  -- A statement that changed no row changes no answer.
  IF cardinality(scopes) > 1 THEN
    PERFORM sewagear_reads_notify(scopes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_gear_photos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    ids := ids || ARRAY(SELECT gear_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ids := ids || ARRAY(SELECT gear_id FROM new_rows);
  END IF;
  -- The owner's profile shows each listing's cover; a photo deleted with its gear finds
  -- no gear row here, but the gear's own delete named the owner.
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM sewagear_reads_notify('{listings}' || ARRAY(SELECT 'gear:' || i FROM unnest(ids) i)
    || ARRAY(SELECT 'owner:' || g.owner_id FROM gear g WHERE g.id = ANY (ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A hold changes its gear's availability and the searches by dates that overlap it: each
-- month it covers (a search names the months of its window), or 'holds@long' for a hold
-- of more than two years or without an end.
CREATE FUNCTION sewagear_reads_hold_scopes(periods daterange[], gear_ids text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT '{holds}'::text[]
    || ARRAY(SELECT 'holds:' || g FROM unnest(gear_ids) g)
    || ARRAY(
      SELECT CASE
        WHEN lower_inf(p) OR upper_inf(p) OR upper(p) - lower(p) > 731 THEN 'holds@long'
        ELSE 'holds@' || to_char(m, 'YYYY-MM')
      END
      FROM unnest(periods) p
      CROSS JOIN LATERAL generate_series(
        date_trunc('month', CASE WHEN lower_inf(p) THEN now() ELSE lower(p) END),
        CASE WHEN lower_inf(p) OR upper_inf(p) OR upper(p) - lower(p) > 731
          THEN date_trunc('month', CASE WHEN lower_inf(p) THEN now() ELSE lower(p) END)
          ELSE date_trunc('month', upper(p) - 1) END,
        interval '1 month') m
      WHERE NOT isempty(p))
$$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_gear_holds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  periods daterange[] := '{}';
  ids text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    periods := periods || ARRAY(SELECT period FROM old_rows);
    ids := ids || ARRAY(SELECT gear_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    periods := periods || ARRAY(SELECT period FROM new_rows);
    ids := ids || ARRAY(SELECT gear_id FROM new_rows);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM sewagear_reads_notify(sewagear_reads_hold_scopes(periods, ids));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_owners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{listings}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(SELECT 'owner:' || user_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(SELECT 'owner:' || user_id FROM new_rows);
  END IF;
  IF cardinality(scopes) > 1 THEN
    PERFORM sewagear_reads_notify(scopes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(SELECT 'reviews:' || subject_type || ':' || subject_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(SELECT 'reviews:' || subject_type || ':' || subject_id FROM new_rows);
  END IF;
  PERFORM sewagear_reads_notify(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sewagear_reads_wanted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sewagear_reads', 'wanted');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reviews and the Wanted board show their authors' names.
CREATE FUNCTION sewagear_reads_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sewagear_reads', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gear_reads_insert AFTER INSERT ON gear REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear();
--> statement-breakpoint
CREATE TRIGGER gear_reads_update AFTER UPDATE ON gear REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear();
--> statement-breakpoint
CREATE TRIGGER gear_reads_delete AFTER DELETE ON gear REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear();
--> statement-breakpoint
CREATE TRIGGER gear_photos_reads_insert AFTER INSERT ON gear_photos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_photos();
--> statement-breakpoint
CREATE TRIGGER gear_photos_reads_update AFTER UPDATE ON gear_photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_photos();
--> statement-breakpoint
CREATE TRIGGER gear_photos_reads_delete AFTER DELETE ON gear_photos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_photos();
--> statement-breakpoint
CREATE TRIGGER gear_holds_reads_insert AFTER INSERT ON gear_holds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_holds();
--> statement-breakpoint
CREATE TRIGGER gear_holds_reads_update AFTER UPDATE ON gear_holds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_holds();
--> statement-breakpoint
CREATE TRIGGER gear_holds_reads_delete AFTER DELETE ON gear_holds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_gear_holds();
--> statement-breakpoint
CREATE TRIGGER owners_reads_insert AFTER INSERT ON owners REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_owners();
--> statement-breakpoint
CREATE TRIGGER owners_reads_update AFTER UPDATE ON owners REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_owners();
--> statement-breakpoint
CREATE TRIGGER owners_reads_delete AFTER DELETE ON owners REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_owners();
--> statement-breakpoint
CREATE TRIGGER reviews_reads_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_reads_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_reads_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_reviews();
--> statement-breakpoint
CREATE TRIGGER wanted_posts_reads AFTER INSERT OR UPDATE OR DELETE ON wanted_posts FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_wanted();
--> statement-breakpoint
CREATE TRIGGER wanted_answers_reads AFTER INSERT OR UPDATE OR DELETE ON wanted_answers FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_wanted();
--> statement-breakpoint
CREATE TRIGGER users_reads_rename AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sewagear_reads_users();
--> statement-breakpoint
CREATE TRIGGER users_reads_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION sewagear_reads_users();
--> statement-breakpoint
CREATE TRIGGER gear_reads_truncate AFTER TRUNCATE ON gear FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER gear_photos_reads_truncate AFTER TRUNCATE ON gear_photos FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER gear_holds_reads_truncate AFTER TRUNCATE ON gear_holds FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER owners_reads_truncate AFTER TRUNCATE ON owners FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER reviews_reads_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER wanted_posts_reads_truncate AFTER TRUNCATE ON wanted_posts FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER wanted_answers_reads_truncate AFTER TRUNCATE ON wanted_answers FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
--> statement-breakpoint
CREATE TRIGGER users_reads_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION sewagear_reads_everything();
