-- The review queue (issue 27) orders waiting ads by how long they have waited: since their last move to
-- pending_review, which the trigger records on every write path (the API's status moves, stock feeds, the seed),
-- so none can forget it. An ad inserted already waiting (the demo, a feed) has waited since it was written.
ALTER TABLE "advertisements" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "advertisements" SET "submitted_at" = "updated_at" WHERE "status" = 'pending_review';--> statement-breakpoint
CREATE FUNCTION "advertisements_mark_submitted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'pending_review' THEN
		IF TG_OP = 'INSERT' THEN
			NEW."submitted_at" := coalesce(NEW."submitted_at", NEW."updated_at", now());
		ELSIF OLD."status" IS DISTINCT FROM 'pending_review' AND NEW."submitted_at" IS NOT DISTINCT FROM OLD."submitted_at" THEN
			NEW."submitted_at" := now();
		END IF;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "advertisements_mark_submitted" BEFORE INSERT OR UPDATE OF "status" ON "advertisements"
	FOR EACH ROW EXECUTE FUNCTION "advertisements_mark_submitted"();
