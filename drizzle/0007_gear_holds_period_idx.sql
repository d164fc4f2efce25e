-- The date filter asks which gear has a hold overlapping the days wanted: a search by
-- period alone. The exclusion constraint's GiST index (0003) leads with gear_id, so that
-- search reads the whole index; this one prunes by period (bench/README.md has the figures).
CREATE INDEX "gear_holds_period_idx" ON "gear_holds" USING gist ("period");
