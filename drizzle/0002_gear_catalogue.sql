CREATE TABLE "gear" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"brand" text,
	"model" text,
	"description" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT 'good' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text,
	"price_per_day" integer NOT NULL,
	"extended_price" integer,
	"extended_price_threshold" integer DEFAULT 4 NOT NULL,
	"enable_multiple_pricing" boolean DEFAULT false NOT NULL,
	"pricing_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_student_rate" boolean DEFAULT false NOT NULL,
	"student_price" integer,
	"deposit" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gear_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gear_id" text NOT NULL,
	"period" daterange NOT NULL,
	"kind" text NOT NULL,
	"booking_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gear_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"gear_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_payment_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"bank" text,
	"account_holder" text,
	"account_number" text,
	"duitnow_id" text,
	"duitnow_qr_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"gear_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"state" text,
	"budget_per_day" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_owner_id_owners_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_photos" ADD CONSTRAINT "gear_photos_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payment_settings" ADD CONSTRAINT "owner_payment_settings_owner_id_owners_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_answers" ADD CONSTRAINT "wanted_answers_post_id_wanted_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wanted_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_answers" ADD CONSTRAINT "wanted_answers_owner_id_owners_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_answers" ADD CONSTRAINT "wanted_answers_gear_id_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gear"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_posts" ADD CONSTRAINT "wanted_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gear_owner_idx" ON "gear" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "gear_browse_idx" ON "gear" USING btree ("status","category","price_per_day");--> statement-breakpoint
CREATE INDEX "gear_state_idx" ON "gear" USING btree ("status","state");--> statement-breakpoint
CREATE INDEX "gear_created_idx" ON "gear" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "gear_search_idx" ON "gear" USING gin ("search");--> statement-breakpoint
CREATE INDEX "gear_holds_gear_idx" ON "gear_holds" USING btree ("gear_id");--> statement-breakpoint
CREATE INDEX "gear_photos_gear_idx" ON "gear_photos" USING btree ("gear_id","position");--> statement-breakpoint
CREATE INDEX "saved_filters_user_idx" ON "saved_filters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wanted_answers_post_gear_idx" ON "wanted_answers" USING btree ("post_id","gear_id");--> statement-breakpoint
CREATE INDEX "wanted_posts_status_idx" ON "wanted_posts" USING btree ("status","created_at");