import { eq } from 'drizzle-orm';
import { userDisplayName, type AuditChange, type AuditEvent, type Language } from '@coachyard/contract';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { historyKindsOf, idsIn, isShownField, namesOf } from '../../lib/record-history.ts';
import { recordKey, recordLabels } from '../../lib/record-labels.ts';

/** The columns every audit answer reads: the event, and the actor's name and e-mail as they are now. */
export const eventColumns = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  actorId: auditEvents.actorId,
  actorRole: auditEvents.actorRole,
  action: auditEvents.action,
  namespace: auditEvents.namespace,
  entityId: auditEvents.entityId,
  before: auditEvents.before,
  after: auditEvents.after,
  requestId: auditEvents.requestId,
  ip: auditEvents.ip,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.emailAddress,
  actorAccountRole: users.role,
};
export const actorJoin = eq(users.id, auditEvents.actorId);
export type EventRow = {
  [Key in keyof typeof eventColumns]: (typeof eventColumns)[Key]['_']['data'] | null;
} & { id: number; occurredAt: Date; action: string; namespace: string };

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/**
 * The change an event made, field by field, before and after. Updates already hold only the fields that changed
 * (lib/audit.ts); a created or deleted row lists the fields that had a value. Derived fields are left out.
 */
export function changesOf(row: Pick<EventRow, 'namespace' | 'before' | 'after'>): AuditChange[] {
  const kind = historyKindsOf(row.namespace)[0];
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => isShownField(kind, field) && field !== 'id')
    .filter((field) => !(isEmpty(before[field]) && isEmpty(after[field])))
    .flatMap((field) => {
      const read = kind?.fieldChanges?.[field];
      if (read) return read(before[field] ?? null, after[field] ?? null);
      return [{ field, before: before[field] ?? null, after: after[field] ?? null }];
    });
}

export function presentEvent(row: EventRow): AuditEvent {
  return {
    id: String(row.id),
    occurred_at: row.occurredAt.toISOString(),
    actor:
      row.actorId && row.actorFirstName !== null
        ? {
            id: row.actorId,
            name: userDisplayName({
              role: row.actorAccountRole ?? '',
              first_name: row.actorFirstName,
              last_name: row.actorLastName,
            }),
            email: row.actorEmail ?? '',
          }
        : null,
    actor_role: row.actorRole,
    action: row.action,
    namespace: row.namespace,
    record_id: row.entityId,
    record_label: null,
    request_id: row.requestId,
    ip: row.ip,
    changes: changesOf(row),
  };
}

/** A change's value as one line of text (CSV cells), ids by the names they stand for. */
export function valueText(value: unknown, names: Record<string, string> = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return names[value] ?? value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.map((item: string) => names[item] ?? item).join(', ');
  return JSON.stringify(value);
}

/** The names of the lookup values and people the events' changes point at, for the reader's language. */
export const namesForEvents = (db: Database, events: readonly AuditEvent[], language: Language) =>
  namesOf(
    db,
    idsIn(events.flatMap((event) => event.changes.flatMap((change) => [change.before, change.after]))),
    language,
  );

/** The events with the readable labels of their records (lib/record-labels.ts), in the reader's language. */
export async function withRecordLabels(db: Database, events: AuditEvent[], language: Language) {
  const labels = await recordLabels(
    db,
    events.map((event) => ({ namespace: event.namespace, id: event.record_id })),
    language,
  );
  return events.map((event) => ({
    ...event,
    record_label: event.record_id ? (labels.get(recordKey(event.namespace, event.record_id)) ?? null) : null,
  }));
}
