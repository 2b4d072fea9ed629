import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what to which row, with the changed fields before and after (DESIGN §5). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    namespace: text('namespace').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  // The trail is read newest first by id (migration 0007): each filter's index ends in id.
  (table) => [
    index('audit_events_entity_idx').on(table.namespace, table.entityId, table.id),
    index('audit_events_actor_idx').on(table.actorId, table.occurredAt),
    index('audit_events_namespace_idx').on(table.namespace, table.id),
    index('audit_events_actor_id_idx').on(table.actorId, table.id),
    index('audit_events_action_idx').on(table.action, table.id),
    // Two filters together (migration 0014): a person's sign-ins, an area's updates.
    index('audit_events_actor_action_idx').on(table.actorId, table.action, table.id),
    index('audit_events_namespace_action_idx').on(table.namespace, table.action, table.id),
    index('audit_events_record_idx').on(table.entityId, table.id),
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_request_idx').on(table.requestId),
    index('audit_events_ip_idx').on(table.ip),
  ],
);
