ALTER TABLE "owner_payment_settings" ADD COLUMN "duitnow_qr_payload" text;--> statement-breakpoint
ALTER TABLE "booking_receipts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "booking_receipts" ADD COLUMN "transfer_date" date;--> statement-breakpoint
ALTER TABLE "booking_receipts" ADD COLUMN "stated_amount" integer;--> statement-breakpoint
ALTER TABLE "booking_receipts" ADD COLUMN "reference_matches" boolean;