ALTER TABLE "advertisements" ADD COLUMN "feed_row_digest" text;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;