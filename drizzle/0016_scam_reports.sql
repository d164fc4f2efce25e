CREATE TABLE "scam_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"report_id" text NOT NULL,
	"booking_id" text,
	"verification_id" text,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"clear_reason" text
);
--> statement-breakpoint
CREATE TABLE "scam_report_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_report_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"kind" text NOT NULL,
	"digest" text NOT NULL,
	CONSTRAINT "scam_report_keys_kind_check" CHECK ("scam_report_keys"."kind" in ('phone', 'email', 'ic4'))
);
--> statement-breakpoint
CREATE TABLE "scam_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text,
	"booking_id" text,
	"reported_name" text NOT NULL,
	"phone" text,
	"email" text,
	"ic_last4" text,
	"phone_hint" text,
	"email_hint" text,
	"ic_hint" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scam_reports_status_check" CHECK ("scam_reports"."status" in ('pending', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "scam_matches" ADD CONSTRAINT "scam_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_matches" ADD CONSTRAINT "scam_matches_report_id_scam_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scam_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_matches" ADD CONSTRAINT "scam_matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_matches" ADD CONSTRAINT "scam_matches_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_matches" ADD CONSTRAINT "scam_matches_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_report_evidence" ADD CONSTRAINT "scam_report_evidence_report_id_scam_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scam_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_report_keys" ADD CONSTRAINT "scam_report_keys_report_id_scam_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scam_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scam_matches_user_idx" ON "scam_matches" USING btree ("user_id","report_id");--> statement-breakpoint
CREATE INDEX "scam_matches_booking_idx" ON "scam_matches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "scam_matches_open_idx" ON "scam_matches" USING btree ("cleared_at","created_at");--> statement-breakpoint
CREATE INDEX "scam_report_evidence_report_idx" ON "scam_report_evidence" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "scam_report_keys_digest_idx" ON "scam_report_keys" USING btree ("kind","digest");--> statement-breakpoint
CREATE UNIQUE INDEX "scam_report_keys_report_kind_idx" ON "scam_report_keys" USING btree ("report_id","kind");--> statement-breakpoint
CREATE INDEX "scam_reports_status_idx" ON "scam_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "scam_reports_reporter_idx" ON "scam_reports" USING btree ("reporter_id","created_at");