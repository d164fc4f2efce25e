CREATE TABLE "filter_alert_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filter_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"gear_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "filter_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filter_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "alert_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "alert_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_alert_matches" ADD CONSTRAINT "filter_alert_matches_filter_id_saved_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."saved_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_matches" ADD CONSTRAINT "filter_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_matches" ADD CONSTRAINT "filter_alert_matches_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_digests" ADD CONSTRAINT "filter_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filter_alert_matches_filter_gear_idx" ON "filter_alert_matches" USING btree ("filter_id","gear_id");--> statement-breakpoint
CREATE INDEX "filter_alert_matches_user_idx" ON "filter_alert_matches" USING btree ("user_id","emailed_at");