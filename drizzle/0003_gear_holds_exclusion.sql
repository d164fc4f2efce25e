-- No double booking, ever (PRODUCT.md section 6): two holds of one gear item (owner
-- blocks and booking holds alike) may not share a day. The database enforces it, so
-- concurrent requests cannot both win; a violation raises SQLSTATE 23P01.
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_no_overlap"
  EXCLUDE USING gist ("gear_id" WITH =, "period" WITH &&);
--> statement-breakpoint
ALTER TABLE "gear_holds" ADD CONSTRAINT "gear_holds_period_bounded"
  CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
