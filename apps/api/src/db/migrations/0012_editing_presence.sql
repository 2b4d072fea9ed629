-- Who has an editor open on which record (issue 16: two editors of one content item are told of each other).
-- Every instance reads and writes the same rows, so an editor on one instance sees one on another. UNLOGGED: the
-- rows say who was there in the last half minute, worth nothing after a crash, so they skip the write-ahead log.
CREATE UNLOGGED TABLE "editing_presence" (
	"namespace" text NOT NULL,
	"record_id" uuid NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"screen_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editing_presence_pk" PRIMARY KEY ("namespace", "record_id", "user_id", "screen_id")
);--> statement-breakpoint
CREATE INDEX "editing_presence_seen_idx" ON "editing_presence" USING btree ("seen_at");
