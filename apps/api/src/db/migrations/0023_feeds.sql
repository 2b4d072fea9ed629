-- The feeds' value suggestions compare a feed's words with lookup names by trigram similarity (issue 28).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"source_kind" text NOT NULL,
	"url" text,
	"region" text NOT NULL,
	"interval_hours" integer DEFAULT 24 NOT NULL,
	"file_key" text,
	"field_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"full_sync" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "feed_unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_feed_idx" ON "feed_runs" USING btree ("feed_id","created_at");--> statement-breakpoint
CREATE INDEX "feeds_owner_idx" ON "feeds" USING btree ("owner_id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_owner_stock_number_unique" ON "advertisements" USING btree ("owner_id","stock_number") WHERE deleted_at is null and stock_number is not null;--> statement-breakpoint
CREATE INDEX "advertisements_feed_idx" ON "advertisements" USING btree ("feed_id") WHERE feed_id is not null;