CREATE TABLE "fetched_images" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text NOT NULL,
	"upload_key" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fetched_images" ADD CONSTRAINT "fetched_images_upload_key_upload_keys_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."upload_keys"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fetched_images_content_hash_idx" ON "fetched_images" USING btree ("content_hash");