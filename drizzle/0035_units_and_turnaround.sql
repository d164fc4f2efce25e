CREATE TABLE "gear_units" (
	"gear_id" text NOT NULL,
	"number" integer NOT NULL,
	"label" text,
	CONSTRAINT "gear_units_gear_id_number_pk" PRIMARY KEY("gear_id","number")
);
--> statement-breakpoint
ALTER TABLE "gear" ADD COLUMN "unit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gear" ADD COLUMN "turnaround_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gear_holds" ADD COLUMN "unit_number" integer;--> statement-breakpoint
ALTER TABLE "gear_holds" ADD COLUMN "units" "int4range" GENERATED ALWAYS AS (case when unit_number is null then int4range(1, null) else int4range(unit_number, unit_number + 1) end) STORED;--> statement-breakpoint
ALTER TABLE "gear_holds" ADD COLUMN "turnaround_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gear_units" ADD CONSTRAINT "gear_units_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_unit_count_range" CHECK ("gear"."unit_count" between 1 and 100);--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_turnaround_range" CHECK ("gear"."turnaround_days" between 0 and 14);--> statement-breakpoint
-- Units and turnaround days (issue 32, ADR 037). Every listing gets its unit 1, and
-- every booking hold made before units existed holds that unit: existing listings and
-- bookings keep exactly their behaviour.
INSERT INTO "gear_units" ("gear_id", "number") SELECT "id", 1 FROM "gear";
--> statement-breakpoint
UPDATE "gear_holds" SET "unit_number" = 1 WHERE "kind" = 'booking';
--> statement-breakpoint
-- A booking hold holds one unit that exists; an owner block holds every unit (null).
-- NO ACTION (checked at the end of the statement) so deleting a listing, whose holds
-- and units both cascade, is not refused halfway; removing a unit that still holds a
-- booking is (23503).
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_unit_fk"
  FOREIGN KEY ("gear_id", "unit_number") REFERENCES "gear_units"("gear_id", "number");
--> statement-breakpoint
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_booking_unit"
  CHECK (("kind" = 'booking') = ("unit_number" IS NOT NULL));
--> statement-breakpoint
-- The no-double-booking rule, per unit: two holds of one listing may not share a day
-- AND a unit. A booking's row holds [n, n+1), a block [1, ∞), so a block still clashes
-- with every booking and every other block, and two bookings only on the same unit.
-- Same name as before (0003): the 23P01 it raises is still the 409.
ALTER TABLE "gear_holds" DROP CONSTRAINT "gear_holds_no_overlap";
--> statement-breakpoint
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_no_overlap"
  EXCLUDE USING gist ("gear_id" WITH =, "units" WITH &&, "period" WITH &&);
--> statement-breakpoint
-- A booking now has one hold row per unit (0005 allowed one per booking).
DROP INDEX "gear_holds_booking_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "gear_holds_booking_idx" ON "gear_holds" ("booking_id", "unit_number") WHERE "booking_id" IS NOT NULL;
--> statement-breakpoint
-- gear_units follows gear.unit_count whoever writes it (the API, the seed, a test
-- factory, a script): units above the count go (refused by gear_holds_unit_fk while
-- one holds a booking), missing ones are added with no label.
CREATE FUNCTION sewagear_gear_units_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gear_units WHERE gear_id = NEW.id AND number > NEW.unit_count;
  INSERT INTO gear_units (gear_id, number)
    SELECT NEW.id, n FROM generate_series(1, NEW.unit_count) AS n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gear_units_sync AFTER INSERT OR UPDATE OF unit_count ON gear
  FOR EACH ROW EXECUTE FUNCTION sewagear_gear_units_sync();
