ALTER TABLE "identity_verifications" ADD COLUMN "image_checks" jsonb;--> statement-breakpoint
CREATE INDEX "identity_verifications_mykad_idx" ON "identity_verifications" USING btree ("mykad_number");