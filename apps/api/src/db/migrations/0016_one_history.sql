-- One history (issue 26): the audit trail already records every save of a settings group, a content item and a
-- menu with what it changed, so their own version tables and triggers go. A version the trail does not hold (a
-- group or menu the seed wrote before it audited its writes, anything saved before the trail existed) becomes an
-- audit event first, at the time and by the person of that version, with what it changed from the version before:
-- nothing of the old history is lost. The record history lists events by when they happened, so these take
-- their place among the others although their ids are newer.
DROP TRIGGER IF EXISTS "settings_keep_version" ON "settings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_keep_version" ON "content_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "site_menus_keep_version" ON "site_menus";--> statement-breakpoint
DROP FUNCTION IF EXISTS "settings_keep_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "content_keep_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "site_menus_keep_version"();--> statement-breakpoint
INSERT INTO "audit_events" ("occurred_at", "actor_id", "actor_role", "action", "namespace", "entity_id", "before", "after")
WITH "kept" AS (
	SELECT 'settings' AS "namespace", s."id"::text AS "entity_id", v."version", v."changed_at", v."changed_by",
		jsonb_build_object('values', v."values") AS "state"
	FROM "settings_versions" v JOIN "settings" s ON s."group" = v."group"
	UNION ALL
	SELECT 'content', v."item_id"::text, v."version", v."changed_at", v."changed_by",
		jsonb_build_object('type', v."snapshot"->'type', 'categoryId', v."snapshot"->'category_id',
			'tagIds', v."snapshot"->'tag_ids', 'coverKey', v."snapshot"->'cover_key',
			'sourceLanguage', v."snapshot"->'source_language', 'translations', v."snapshot"->'translations')
	FROM "content_versions" v
	UNION ALL
	SELECT 'pages', v."menu_id"::text, v."version", v."changed_at", v."changed_by",
		jsonb_build_object('entries', v."entries")
	FROM "site_menu_versions" v
), "paired" AS (
	SELECT *, lag("state") OVER (PARTITION BY "namespace", "entity_id" ORDER BY "version") AS "previous" FROM "kept"
), "changes" AS (
	SELECT p.*,
		(SELECT jsonb_object_agg(field.key, field.value) FROM jsonb_each(p."state") field
			WHERE p."previous" IS NULL OR p."previous"->field.key IS DISTINCT FROM field.value) AS "after_fields",
		(SELECT jsonb_object_agg(field.key, p."previous"->field.key) FROM jsonb_each(p."state") field
			WHERE p."previous"->field.key IS DISTINCT FROM field.value) AS "before_fields"
	FROM "paired" p
)
SELECT c."changed_at", c."changed_by", u."role", CASE WHEN c."previous" IS NULL THEN 'create' ELSE 'update' END,
	c."namespace", c."entity_id", CASE WHEN c."previous" IS NULL THEN NULL ELSE c."before_fields" END, c."after_fields"
FROM "changes" c LEFT JOIN "users" u ON u."id" = c."changed_by"
WHERE c."after_fields" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "audit_events" e
		WHERE e."namespace" = c."namespace" AND e."entity_id" = c."entity_id"
			AND (e."after" @> c."after_fields" OR (c."previous" IS NULL AND e."action" = 'create'))
	)
ORDER BY c."changed_at", c."version";--> statement-breakpoint
DROP TABLE "settings_versions" CASCADE;--> statement-breakpoint
DROP TABLE "content_versions" CASCADE;--> statement-breakpoint
DROP TABLE "site_menu_versions" CASCADE;
