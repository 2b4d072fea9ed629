ALTER TABLE "advertisements" ADD COLUMN "health_score" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "health_band" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "price_band" text;--> statement-breakpoint
CREATE INDEX "advertisements_comparables_idx" ON "advertisements" USING btree ("model_id","currency","year") WHERE deleted_at is null and status in ('published', 'sold');