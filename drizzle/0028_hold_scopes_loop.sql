-- The scopes a hold write names (0025), computed by a loop instead of a query. As a
-- SQL function the query was planned again on every call, and its month series went
-- through timestamps with time zones: ~0.25 ms of every hold insert on PGlite, more
-- than the insert itself. The loop's expressions are kept compiled by PL/pgSQL.
-- Same scopes: 'holds', 'holds:<gear>' per row, and per non-empty period each month it
-- covers ('holds@YYYY-MM', up to the month of its last day) or, for a period without
-- an end or start or longer than 731 days, 'holds@long'.
CREATE OR REPLACE FUNCTION sewagear_reads_hold_scopes(periods daterange[], gear_ids text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  scopes text[] := '{holds}';
  g text;
  p daterange;
  m date;
BEGIN
  FOREACH g IN ARRAY gear_ids LOOP
    scopes := scopes || ('holds:' || g);
  END LOOP;
  FOREACH p IN ARRAY periods LOOP
    CONTINUE WHEN isempty(p);
    IF lower_inf(p) OR upper_inf(p) OR upper(p) - lower(p) > 731 THEN
      scopes := scopes || 'holds@long'::text;
      CONTINUE;
    END IF;
    -- The first of the period's first month; the upper bound is exclusive.
    m := lower(p) - (date_part('day', lower(p))::int - 1);
    WHILE m < upper(p) LOOP
      scopes := scopes || ('holds@' || to_char(m::timestamp, 'YYYY-MM'));
      m := (m + interval '1 month')::date;
    END LOOP;
  END LOOP;
  RETURN scopes;
END $$;
