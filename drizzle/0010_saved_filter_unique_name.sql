-- Saved filter names become unique per user, case-insensitively (the index below).
-- Names saved twice before that keep their oldest entry as it is; each later one is
-- renamed "Name (2)", "Name (3)" …, skipping any name the user already has, cut so the
-- result stays within the 60 characters a name may have.
DO $$
DECLARE
  dup record;
  k integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT "id", "user_id", "name" FROM (
      SELECT "id", "user_id", "name",
        row_number() OVER (PARTITION BY "user_id", lower("name") ORDER BY "created_at", "id") AS n
      FROM "saved_filters"
    ) ranked
    WHERE n > 1
    ORDER BY "id"
  LOOP
    k := 2;
    LOOP
      candidate := left(dup."name", 60 - length(' (' || k || ')')) || ' (' || k || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "saved_filters" WHERE "user_id" = dup."user_id" AND lower("name") = lower(candidate)
      );
      k := k + 1;
    END LOOP;
    UPDATE "saved_filters" SET "name" = candidate WHERE "id" = dup."id";
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "saved_filters_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_name_idx" ON "saved_filters" USING btree ("user_id",lower("name"));
