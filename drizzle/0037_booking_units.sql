CREATE TABLE "booking_units" (
	"booking_id" text NOT NULL,
	"gear_id" text NOT NULL,
	"unit_number" integer NOT NULL,
	"label" text,
	CONSTRAINT "booking_units_booking_id_gear_id_unit_number_pk" PRIMARY KEY("booking_id","gear_id","unit_number")
);
--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;