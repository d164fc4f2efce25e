CREATE TABLE "external_calendar_clashes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"calendar_id" bigint NOT NULL,
	"booking_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_calendar_holds" (
	"hold_id" bigint PRIMARY KEY NOT NULL,
	"calendar_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gear_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_event_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_calendar_feeds" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_calendar_clashes" ADD CONSTRAINT "external_calendar_clashes_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_clashes" ADD CONSTRAINT "external_calendar_clashes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_holds" ADD CONSTRAINT "external_calendar_holds_hold_id_gear_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."gear_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_holds" ADD CONSTRAINT "external_calendar_holds_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_calendar_feeds" ADD CONSTRAINT "owner_calendar_feeds_owner_id_owners_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_calendar_clashes_calendar_idx" ON "external_calendar_clashes" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "external_calendar_holds_calendar_idx" ON "external_calendar_holds" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_calendars_gear_url_idx" ON "external_calendars" USING btree ("gear_id","url");--> statement-breakpoint
CREATE INDEX "external_calendars_next_read_idx" ON "external_calendars" USING btree ("next_read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_calendar_feeds_token_idx" ON "owner_calendar_feeds" USING btree ("token");