CREATE TABLE "deposit_evidence" (
	"booking_id" text NOT NULL,
	"photo_id" text NOT NULL,
	CONSTRAINT "deposit_evidence_booking_id_photo_id_pk" PRIMARY KEY("booking_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"deposit" integer NOT NULL,
	"claim_amount" integer,
	"claim_reason" text,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"respond_by" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"auto_accepted" boolean DEFAULT false NOT NULL,
	"dispute_note" text,
	"decided_amount" integer,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refunded_on" date,
	"refund_reference" text,
	"refund_receipt_key" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_settlements_state_check" CHECK ("deposit_settlements"."state" in ('returned', 'claimed', 'accepted', 'disputed', 'decided', 'refunded')),
	CONSTRAINT "deposit_settlements_claim_check" CHECK ("deposit_settlements"."claim_amount" is null or ("deposit_settlements"."claim_amount" > 0 and "deposit_settlements"."claim_amount" <= "deposit_settlements"."deposit")),
	CONSTRAINT "deposit_settlements_decision_check" CHECK ("deposit_settlements"."decided_amount" is null or ("deposit_settlements"."decided_amount" >= 0 and "deposit_settlements"."decided_amount" <= "deposit_settlements"."claim_amount"))
);
--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_booking_id_deposit_settlements_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."deposit_settlements"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_photo_id_handover_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."handover_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_settlements_state_idx" ON "deposit_settlements" USING btree ("state","updated_at");