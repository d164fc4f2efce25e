-- A booking's hold row belongs to it: at most one per booking, and gone with it.
-- (Declared here, not in the Drizzle schema, to keep gear.ts and bookings.ts free
-- of an import cycle.)
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_booking_fk"
  FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE UNIQUE INDEX "gear_holds_booking_idx" ON "gear_holds" ("booking_id") WHERE "booking_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "app_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
