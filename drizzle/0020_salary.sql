CREATE TABLE "salary_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"employee_name" text NOT NULL,
	"role" text NOT NULL,
	"basic" integer NOT NULL,
	"allowances" integer DEFAULT 0 NOT NULL,
	"overtime" integer DEFAULT 0 NOT NULL,
	"deductions" integer DEFAULT 0 NOT NULL,
	"epf_employee" integer NOT NULL,
	"epf_employer" integer NOT NULL,
	"socso_employee" integer NOT NULL,
	"socso_employer" integer NOT NULL,
	"eis_employee" integer NOT NULL,
	"eis_employer" integer NOT NULL,
	"gross" integer NOT NULL,
	"net" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"paid_on" date,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_records_status" CHECK ("salary_records"."status" in ('draft', 'approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "salary_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epf_employee_basis_points" integer DEFAULT 1100 NOT NULL,
	"epf_employer_basis_points" integer DEFAULT 1300 NOT NULL,
	"epf_employer_high_basis_points" integer DEFAULT 1200 NOT NULL,
	"epf_employer_threshold" integer DEFAULT 500000 NOT NULL,
	"socso_employee_basis_points" integer DEFAULT 50 NOT NULL,
	"socso_employer_basis_points" integer DEFAULT 175 NOT NULL,
	"socso_ceiling" integer DEFAULT 600000 NOT NULL,
	"eis_employee_basis_points" integer DEFAULT 20 NOT NULL,
	"eis_employer_basis_points" integer DEFAULT 20 NOT NULL,
	"eis_ceiling" integer DEFAULT 600000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_records_user_month_idx" ON "salary_records" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "salary_records_month_idx" ON "salary_records" USING btree ("month");