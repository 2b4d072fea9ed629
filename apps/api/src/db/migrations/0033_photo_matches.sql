CREATE TABLE "photo_matches" (
	"hash" bigint NOT NULL,
	"other_hash" bigint NOT NULL,
	CONSTRAINT "photo_matches_hash_other_hash_pk" PRIMARY KEY("hash","other_hash")
);
--> statement-breakpoint
ALTER TABLE "advertisement_photos" ADD COLUMN "looked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "advertisement_photos_hash_idx" ON "advertisement_photos" USING btree ("hash","advertisement_id","key","added_at");--> statement-breakpoint
CREATE INDEX "advertisement_photos_unmatched_idx" ON "advertisement_photos" USING btree ("hash") WHERE "advertisement_photos"."looked_up_at" is null;