CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"region" text NOT NULL,
	"currency" text NOT NULL,
	"distance_unit" text NOT NULL,
	"default_language" text NOT NULL,
	"language_order" text[] NOT NULL,
	"vehicle_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_exposable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"location_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iso_code" text,
	"lat" text,
	"lng" text,
	"place_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_items" ADD CONSTRAINT "location_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_items" ADD CONSTRAINT "location_items_parent_id_location_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."location_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_items" ADD CONSTRAINT "location_items_place_id_collection_items_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_live_unique" ON "locations" USING btree (lower("slug")) WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "location_items_slug_live_unique" ON "location_items" USING btree ("location_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("slug")) WHERE "location_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "location_items_level_idx" ON "location_items" USING btree ("location_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "location_items_parent_idx" ON "location_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "location_items_place_idx" ON "location_items" USING btree ("place_id");
