-- The audit trail's two filters used together (issue 17's bench on 1,000,000 events): a person's sign-ins, or an
-- area's updates. Each alone has an index ending in id, but together PostgreSQL guessed them independent and
-- walked the whole trail backwards by id when few events matched both (450 ms for none). An index per pair used
-- on the screen, and statistics that tell the planner which area goes with which action.
CREATE INDEX "audit_events_actor_action_idx" ON "audit_events" USING btree ("actor_id","action","id");--> statement-breakpoint
CREATE INDEX "audit_events_namespace_action_idx" ON "audit_events" USING btree ("namespace","action","id");--> statement-breakpoint
CREATE STATISTICS "audit_events_namespace_action_stats" (mcv) ON "namespace", "action" FROM "audit_events";
