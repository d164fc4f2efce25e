CREATE TABLE "booking_kit_items" (
	"booking_id" text NOT NULL,
	"position" integer NOT NULL,
	"gear_id" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "booking_kit_items_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "kit_components" (
	"kit_id" text NOT NULL,
	"gear_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "kit_components_kit_id_gear_id_pk" PRIMARY KEY("kit_id","gear_id"),
	CONSTRAINT "kit_components_quantity_range" CHECK ("kit_components"."quantity" between 1 and 100),
	CONSTRAINT "kit_components_not_itself" CHECK ("kit_components"."kit_id" <> "kit_components"."gear_id")
);
--> statement-breakpoint
ALTER TABLE "gear" ADD COLUMN "kind" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_kit_items" ADD CONSTRAINT "booking_kit_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_kit_items" ADD CONSTRAINT "booking_kit_items_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_id_gear_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_components_gear_idx" ON "kit_components" USING btree ("gear_id");--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_kind_known" CHECK ("gear"."kind" in ('listing', 'kit'));--> statement-breakpoint
-- A kit booking holds units of several listings, so two of its rows may both hold a
-- unit 1 (of different listings): the one-row-per-unit rule of 0035 is per listing.
DROP INDEX "gear_holds_booking_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "gear_holds_booking_idx" ON "gear_holds" ("booking_id", "gear_id", "unit_number") WHERE "booking_id" IS NOT NULL;
