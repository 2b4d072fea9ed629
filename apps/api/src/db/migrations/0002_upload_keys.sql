CREATE TABLE "upload_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"namespace" text NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"accepted_by_entity" text,
	"accepted_at" timestamp with time zone,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	CONSTRAINT "upload_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "upload_keys" ADD CONSTRAINT "upload_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_keys_owner_idx" ON "upload_keys" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "upload_keys_status_expiry_idx" ON "upload_keys" USING btree ("status","expires_at");