CREATE TABLE "voucher_claims" (
	"voucher_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_claims_voucher_id_user_id_pk" PRIMARY KEY("voucher_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"renter_id" text,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"born_by" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" text,
	"created_by" text,
	"scope" text DEFAULT 'all' NOT NULL,
	"category" text,
	"gear_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"usage_limit" integer,
	"per_renter_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."usage_limit" is null or "vouchers"."used_count" <= "vouchers"."usage_limit"),
	CONSTRAINT "vouchers_used_not_negative" CHECK ("vouchers"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_owner_id_owners_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_claims_user_idx" ON "voucher_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_booking_idx" ON "voucher_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_renter_idx" ON "voucher_uses" USING btree ("voucher_id","renter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "vouchers_owner_idx" ON "vouchers" USING btree ("owner_id");