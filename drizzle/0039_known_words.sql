-- Status, kind and role columns hold only their words (issue 27): every value the app and the
-- demo seed write is in these lists, so a row outside them was written by hand, and this
-- migration stops on it rather than let it be read as a type it is not.
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'owner', 'admin', 'staff', 'accountant'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_status_known" CHECK ("users"."verification_status" in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_student_card_status_known" CHECK ("users"."student_card_status" in ('none', 'pending', 'approved', 'rejected', 'expired'));--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_status_known" CHECK ("owners"."status" in ('active', 'suspended', 'deleted'));--> statement-breakpoint
ALTER TABLE "role_applications" ADD CONSTRAINT "role_applications_role_known" CHECK ("role_applications"."role" in ('staff', 'accountant', 'admin'));--> statement-breakpoint
ALTER TABLE "role_applications" ADD CONSTRAINT "role_applications_status_known" CHECK ("role_applications"."status" in ('pending', 'approved', 'refused'));--> statement-breakpoint
ALTER TABLE "gear" ADD CONSTRAINT "gear_status_known" CHECK ("gear"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "wanted_posts" ADD CONSTRAINT "wanted_posts_status_known" CHECK ("wanted_posts"."status" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_status_known" CHECK ("identity_verifications"."status" in ('pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_card_decision_known" CHECK ("identity_verifications"."student_card_decision" in ('approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_known" CHECK ("booking_events"."from_status" in ('pending', 'approved', 'confirmed', 'active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_known" CHECK ("booking_events"."to_status" in ('pending', 'approved', 'confirmed', 'active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_role_known" CHECK ("booking_events"."actor_role" in ('renter', 'owner', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'approved', 'confirmed', 'active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_source_known" CHECK ("bookings"."rate_source" in ('daily', 'extended', 'tier', 'student'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_kind_known" CHECK ("vouchers"."kind" in ('percent', 'fixed'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('issued', 'paid', 'void'));--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_role_known" CHECK ("salary_records"."role" in ('staff', 'accountant'));--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_status_known" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'));