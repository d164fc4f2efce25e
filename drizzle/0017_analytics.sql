CREATE TABLE "analytics_daily_sessions" (
	"date" date NOT NULL,
	"session_id" text NOT NULL,
	CONSTRAINT "analytics_daily_sessions_date_session_id_pk" PRIMARY KEY("date","session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_stats" (
	"date" date PRIMARY KEY NOT NULL,
	"total_visits" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_stats" (
	"date" date NOT NULL,
	"page" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_stats_date_page_pk" PRIMARY KEY("date","page")
);
--> statement-breakpoint
CREATE TABLE "analytics_user_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"last_visit" timestamp with time zone NOT NULL,
	"total_visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_user_stats_user_type" CHECK ("analytics_user_stats"."user_type" in ('anonymous', 'user', 'owner', 'admin', 'staff', 'accountant'))
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_type" text NOT NULL,
	"page" text NOT NULL,
	"session_id" text NOT NULL,
	CONSTRAINT "analytics_visits_user_type" CHECK ("analytics_visits"."user_type" in ('anonymous', 'user', 'owner', 'admin', 'staff', 'accountant'))
);
--> statement-breakpoint
ALTER TABLE "analytics_user_stats" ADD CONSTRAINT "analytics_user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visits" ADD CONSTRAINT "analytics_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_user_stats_last_visit_idx" ON "analytics_user_stats" USING btree ("last_visit");--> statement-breakpoint
CREATE INDEX "analytics_visits_occurred_idx" ON "analytics_visits" USING btree ("occurred_at");