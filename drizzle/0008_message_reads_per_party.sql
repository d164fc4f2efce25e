ALTER TABLE "booking_messages" ADD COLUMN "owner_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD COLUMN "renter_read_at" timestamp with time zone;--> statement-breakpoint
-- Carry the single read mark over to whoever the message was for: a renter's message was
-- read by the owner, an owner's by the renter, anyone else's (support, a deleted account) by both.
UPDATE "booking_messages" m SET
  "owner_read_at" = CASE WHEN m."sender_id" IS DISTINCT FROM b."owner_id" THEN m."read_at" END,
  "renter_read_at" = CASE WHEN m."sender_id" IS DISTINCT FROM b."renter_id" OR b."renter_id" IS NULL THEN m."read_at" END
FROM "bookings" b
WHERE b."id" = m."booking_id" AND m."read_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_messages" DROP COLUMN "read_at";
