-- The list's status tabs with each sort it offers besides the last change (issue 30's bench on 100,000 ads): a deep
-- page by number of published ads newest first (`page=2196`, offset about 55,000) had no index for that status and
-- order, so PostgreSQL sorted every published ad to find where the page starts (p99 about 1 s). With one, the walk
-- to the page's start reads the index only, as the unfiltered sorts already do.
CREATE INDEX "advertisements_status_created_idx" ON "advertisements" USING btree ("status","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_status_price_idx" ON "advertisements" USING btree ("status","price_minor","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_status_year_idx" ON "advertisements" USING btree ("status","year","id") WHERE deleted_at is null;
