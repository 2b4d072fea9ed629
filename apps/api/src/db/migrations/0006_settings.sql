-- Site settings (issue 14): one row per group with its version, and every version a group has had, so an
-- ADMIN can see who changed what and restore one. The trigger writes the history in the transaction of the
-- write itself: no write path can forget it.
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"group" text NOT NULL,
	"values" jsonb NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "settings_group_unique" ON "settings" USING btree ("group");--> statement-breakpoint
CREATE TABLE "settings_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid
);--> statement-breakpoint
CREATE UNIQUE INDEX "settings_versions_group_version_unique" ON "settings_versions" USING btree ("group","version");--> statement-breakpoint
CREATE FUNCTION "settings_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "settings_versions" ("group", "version", "values", "changed_at", "changed_by")
	VALUES (NEW."group", NEW."version", NEW."values", NEW."updated_at", NEW."updated_by");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settings_keep_version" AFTER INSERT OR UPDATE ON "settings"
	FOR EACH ROW EXECUTE FUNCTION "settings_keep_version"();
