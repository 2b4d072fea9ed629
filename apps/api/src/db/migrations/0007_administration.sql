-- Administration (issue 17): the ADMIN's privileges over the privilege editor, the audit trail and the trash,
-- and the indexes that keep the trail's pages fast on a million events.
INSERT INTO "role_privileges" ("role", "namespace", "actions") VALUES
  ('ADMIN', 'privileges', ARRAY['list','read','create','update','delete']),
  ('ADMIN', 'audit', ARRAY['list','read','create','update','delete']),
  ('ADMIN', 'trash', ARRAY['list','read','create','update','delete'])
ON CONFLICT ("role", "namespace") DO NOTHING;--> statement-breakpoint
-- The trail is read newest first by id (the keyset cursor); each filter has an index ending in id, so a
-- filtered page walks one index backwards and stops after a page.
DROP INDEX IF EXISTS "audit_events_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("namespace","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_namespace_idx" ON "audit_events" USING btree ("namespace","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_id_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_request_idx" ON "audit_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "audit_events_ip_idx" ON "audit_events" USING btree ("ip");
