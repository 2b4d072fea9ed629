-- Leads (issue 15), second part: tags staff set on a lead, the FAQ entry (a CMS item of type faq) a question
-- became, and when a lead's personal data was erased (asked for, or past the retention period).
ALTER TABLE "leads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "content_item_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_tags_idx" ON "leads" USING gin ("tags");--> statement-breakpoint
-- The daily retention job reads the oldest leads not yet anonymised.
CREATE INDEX "leads_retention_idx" ON "leads" USING btree ("created_at") WHERE "anonymised_at" IS NULL;
