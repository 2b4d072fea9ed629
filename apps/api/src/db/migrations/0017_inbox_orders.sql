-- The lead inboxes' default view (not spam, not archived) in each order the inbox offers (issue 30): on 100,000
-- leads a page half-way down the query inbox by number walked leads_kind_created_idx and read every lead before it
-- for its spam and archive flags (217 ms), and sorted the whole inbox for the other orders (570-720 ms). With these
-- the walk reads an index only (21-49 ms under load). The name index includes "name": PostgreSQL reads an
-- expression's index alone only when the column it is computed from is in the index too.
CREATE INDEX "leads_inbox_created_idx" ON "leads" USING btree ("kind","created_at","id") WHERE "leads"."is_spam" = false and "leads"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "leads_inbox_updated_idx" ON "leads" USING btree ("kind","updated_at","id") WHERE "leads"."is_spam" = false and "leads"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "leads_inbox_status_idx" ON "leads" USING btree ("kind","status","id") WHERE "leads"."is_spam" = false and "leads"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "leads_inbox_name_idx" ON "leads" USING btree ("kind",lower("name"),"id") INCLUDE ("name") WHERE "leads"."is_spam" = false and "leads"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "leads_inbox_due_idx" ON "leads" USING btree ("kind","due_at","id") WHERE "leads"."is_spam" = false and "leads"."archived_at" is null;