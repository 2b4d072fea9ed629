-- CMS content and the site's menus (issue 16). Every write of an item or a menu keeps a version, written by a
-- trigger in the write's own transaction, so no write path can forget it. Slugs are unique per language across
-- every item that ever held them: a slug an item gave up stays with it as a redirect.
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"type" text NOT NULL,
	"category_id" uuid REFERENCES "collection_items"("id"),
	"tag_ids" uuid[] DEFAULT '{}' NOT NULL,
	"cover_key" text,
	"source_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_items_type_check" CHECK ("type" IN ('page', 'article', 'faq'))
);--> statement-breakpoint
CREATE INDEX "content_items_updated_idx" ON "content_items" USING btree ("updated_at" DESC, "id");--> statement-breakpoint
CREATE INDEX "content_items_type_idx" ON "content_items" USING btree ("type") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL REFERENCES "content_items"("id"),
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_version_unique" ON "content_versions" USING btree ("item_id","version");--> statement-breakpoint
CREATE FUNCTION "content_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "content_versions" ("item_id", "version", "snapshot", "changed_at", "changed_by")
	VALUES (NEW."id", NEW."version", jsonb_build_object(
		'type', NEW."type", 'category_id', NEW."category_id", 'tag_ids', to_jsonb(NEW."tag_ids"),
		'cover_key', NEW."cover_key", 'source_language', NEW."source_language",
		'translations', NEW."translations", 'deleted_at', NEW."deleted_at"
	), NEW."updated_at", NEW."updated_by");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_keep_version" AFTER INSERT OR UPDATE ON "content_items"
	FOR EACH ROW EXECUTE FUNCTION "content_keep_version"();--> statement-breakpoint
CREATE TABLE "content_slugs" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL REFERENCES "content_items"("id"),
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slugs_pk" PRIMARY KEY ("language", "slug")
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_slugs_current_unique" ON "content_slugs" USING btree ("item_id", "language") WHERE "is_current";--> statement-breakpoint
CREATE TABLE "site_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"key" text NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "site_menus_key_unique" ON "site_menus" USING btree ("key");--> statement-breakpoint
CREATE TABLE "site_menu_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"menu_id" uuid NOT NULL REFERENCES "site_menus"("id"),
	"version" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid
);--> statement-breakpoint
CREATE UNIQUE INDEX "site_menu_versions_menu_version_unique" ON "site_menu_versions" USING btree ("menu_id","version");--> statement-breakpoint
CREATE FUNCTION "site_menus_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "site_menu_versions" ("menu_id", "version", "entries", "changed_at", "changed_by")
	VALUES (NEW."id", NEW."version", NEW."entries", NEW."updated_at", NEW."updated_by");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "site_menus_keep_version" AFTER INSERT OR UPDATE ON "site_menus"
	FOR EACH ROW EXECUTE FUNCTION "site_menus_keep_version"();--> statement-breakpoint
INSERT INTO "site_menus" ("key") VALUES ('navbar_links'), ('navbar_content'), ('footer');
