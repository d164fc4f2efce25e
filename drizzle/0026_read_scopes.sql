-- Read-cache scopes, finer (ADR 025): a listing's write names 'owner-gear:<owner>' (the
-- owner's page lists it) rather than 'owner:<owner>', which now stands for the owners row
-- alone, so editing one listing keeps the owner's other listings' pages. An update that
-- changes only updated_at (blocks and photos touch the listing) changes no public answer.
CREATE OR REPLACE FUNCTION sewagear_reads_gear() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := ARRAY(
      SELECT 'gear:' || o.id || ' owner-gear:' || o.owner_id || ' owner-gear:' || n.owner_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (to_jsonb(o) - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'updated_at'));
  ELSIF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT 'gear:' || id || ' owner-gear:' || owner_id FROM new_rows);
  ELSE
    changed := ARRAY(SELECT 'gear:' || id || ' owner-gear:' || owner_id FROM old_rows);
  END IF;
  -- A statement that changed nothing public changes no answer.
  IF cardinality(changed) > 0 THEN
    PERFORM sewagear_reads_notify('{listings}' || ARRAY(SELECT unnest(string_to_array(c, ' ')) FROM unnest(changed) c));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sewagear_reads_gear_photos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    ids := ids || ARRAY(SELECT gear_id FROM old_rows);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ids := ids || ARRAY(SELECT gear_id FROM new_rows);
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  -- The owner's page shows each listing's cover; a photo deleted with its listing finds
  -- no gear row here, but the listing's own delete named the owner.
  PERFORM sewagear_reads_notify('{listings}' || ARRAY(SELECT 'gear:' || i FROM unnest(ids) i)
    || ARRAY(SELECT 'owner-gear:' || g.owner_id FROM gear g WHERE g.id = ANY (ids)));
  RETURN NULL;
END $$;
