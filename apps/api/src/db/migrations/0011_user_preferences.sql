-- A user's own choices (issue 17): the columns each list shows, kept per user on the server so the choice
-- follows the user to another browser. Versioned like every editable row.
CREATE TABLE "user_preferences" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid,
  "updated_by" uuid,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "value" jsonb NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_user_key" ON "user_preferences" USING btree ("user_id","key");
