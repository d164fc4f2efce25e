ALTER TABLE "sign_in_failures" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_source_at_idx" ON "sign_in_failures" USING btree ("source","at");