-- The review queue's order (issue 27): left empty here and filled by the signals backfill job, which the app
-- queues on start when an ad has none, so this migration never waits for thousands of comparables look-ups.
ALTER TABLE "advertisements" ADD COLUMN "review_rank" smallint;
