CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"short_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"region" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"brand_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"vehicle_type_id" uuid NOT NULL,
	"mileage" integer,
	"mileage_type_id" uuid,
	"seats" integer,
	"seats_layout" text,
	"engine_brand_id" uuid,
	"gearbox_brand_id" uuid,
	"steering_wheel_id" uuid,
	"gvwr_type_id" uuid,
	"product_feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vehicle_tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"region_tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"country_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL,
	CONSTRAINT "advertisements_short_id_unique" UNIQUE("short_id")
);
--> statement-breakpoint
CREATE TABLE "model_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"brand_id" uuid NOT NULL,
	"model_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "model_relations_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_brand_id_collection_items_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_model_id_collection_items_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_vehicle_type_id_collection_items_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_mileage_type_id_collection_items_id_fk" FOREIGN KEY ("mileage_type_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_engine_brand_id_collection_items_id_fk" FOREIGN KEY ("engine_brand_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_gearbox_brand_id_collection_items_id_fk" FOREIGN KEY ("gearbox_brand_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_steering_wheel_id_collection_items_id_fk" FOREIGN KEY ("steering_wheel_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_gvwr_type_id_collection_items_id_fk" FOREIGN KEY ("gvwr_type_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_country_id_collection_items_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_city_id_collection_items_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_relations" ADD CONSTRAINT "model_relations_brand_id_collection_items_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."collection_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_updated_idx" ON "advertisements" USING btree ("updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_created_idx" ON "advertisements" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_price_idx" ON "advertisements" USING btree ("price_minor","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_year_idx" ON "advertisements" USING btree ("year","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_status_updated_idx" ON "advertisements" USING btree ("status","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_owner_updated_idx" ON "advertisements" USING btree ("owner_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_brand_updated_idx" ON "advertisements" USING btree ("brand_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_region_status_updated_idx" ON "advertisements" USING btree ("region","status","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "advertisements_deleted_idx" ON "advertisements" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "advertisements_search_idx" ON "advertisements" USING gin ("search_vector") WHERE deleted_at is null;