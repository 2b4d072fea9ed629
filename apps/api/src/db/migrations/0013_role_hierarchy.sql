-- The role hierarchy (issue 17): which roles each role may create and manage, editable by an ADMIN beside the
-- privilege matrix and versioned like it. Seeded with DESIGN §4's defaults.
CREATE TABLE "role_hierarchy" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid,
  "updated_by" uuid,
  "role" text NOT NULL,
  "manages" text[] NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "role_hierarchy_role" ON "role_hierarchy" USING btree ("role");--> statement-breakpoint
INSERT INTO "role_hierarchy" ("role", "manages") VALUES
  ('ADMIN', ARRAY['ADMIN','REPRESENTATIVE','DEALER']),
  ('REPRESENTATIVE', ARRAY['DEALER']),
  ('DEALER', ARRAY[]::text[])
ON CONFLICT ("role") DO NOTHING;
