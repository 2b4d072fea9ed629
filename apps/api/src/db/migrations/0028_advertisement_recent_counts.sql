ALTER TABLE "advertisements" ADD COLUMN "views_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "leads_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "advertisements_views_30d_idx" ON "advertisements" USING btree ("views_30d","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_leads_30d_idx" ON "advertisements" USING btree ("leads_30d","id") WHERE deleted_at is null;