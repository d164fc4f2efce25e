CREATE TABLE "handover_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"sheet_id" text NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_sheets" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_by" text,
	"renter_answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"disagreement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_sheets_kind_check" CHECK ("handover_sheets"."kind" in ('pickup', 'return'))
);
--> statement-breakpoint
ALTER TABLE "gear" ADD COLUMN "box_items" jsonb;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_sheet_id_handover_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."handover_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_sheets" ADD CONSTRAINT "handover_sheets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_sheets" ADD CONSTRAINT "handover_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_sheets" ADD CONSTRAINT "handover_sheets_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_photos_sheet_idx" ON "handover_photos" USING btree ("sheet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_sheets_booking_kind_idx" ON "handover_sheets" USING btree ("booking_id","kind");