CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "advertisement_photos" (
	"advertisement_id" uuid NOT NULL,
	"key" text NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advertisement_photos_advertisement_id_key_pk" PRIMARY KEY("advertisement_id","key")
);
--> statement-breakpoint
ALTER TABLE "upload_keys" ADD COLUMN "photo_hash" bigint;--> statement-breakpoint
ALTER TABLE "upload_keys" ADD COLUMN "sharpness" real;--> statement-breakpoint
ALTER TABLE "advertisement_photos" ADD CONSTRAINT "advertisement_photos_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_photos_band0_idx" ON "advertisement_photos" USING btree ("band0","hash","advertisement_id","added_at");--> statement-breakpoint
CREATE INDEX "advertisement_photos_band1_idx" ON "advertisement_photos" USING btree ("band1","hash","advertisement_id","added_at");--> statement-breakpoint
CREATE INDEX "advertisement_photos_band2_idx" ON "advertisement_photos" USING btree ("band2","hash","advertisement_id","added_at");--> statement-breakpoint
CREATE INDEX "advertisement_photos_band3_idx" ON "advertisement_photos" USING btree ("band3","hash","advertisement_id","added_at");