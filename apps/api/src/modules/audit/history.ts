import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Language, RecordHistory } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  columnValue,
  historyKindsOf,
  restorableColumns,
  type RecordHistoryKind,
} from '../../lib/record-history.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { labelRows, recordKey } from '../../lib/record-labels.ts';
import { namesForEvents, presentEvent } from './present.ts';
import { recordEvents } from './queries.ts';

type Row = Record<string, unknown>;
type LooseSelect = {
  select: () => { from: (table: PgTable) => { where: (condition?: SQL) => Promise<Row[]> } };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record behind a history: found in one of its namespace's tables, within the actor's row scope, else 404. */
export async function findRecord(db: Database, namespace: string, id: string, actor: ScopedActor) {
  const kinds = historyKindsOf(namespace);
  if (kinds.length === 0 || !UUID.test(id)) throw notFound();
  for (const kind of kinds) {
    // Registered tables differ in type; each is read whole through this one narrow cast.
    const [row] = await (db as unknown as LooseSelect)
      .select()
      .from(kind.table)
      .where(and(eq(kind.table.id, id), kind.scope?.(db, actor)));
    if (row) return { kind, row };
  }
  throw notFound();
}

export async function historyOf(
  db: Database,
  namespace: string,
  id: string,
  actor: ScopedActor,
  options: { canRestore: boolean; language: Language },
): Promise<RecordHistory> {
  const { kind, row } = await findRecord(db, namespace, id, actor);
  const label = (await labelRows(db, [{ kind, row }], options.language)).get(recordKey(namespace, id))!;
  const events = (await recordEvents(db, namespace, id))
    .map(presentEvent)
    .map((event) => ({ ...event, record_label: label }));
  return {
    namespace,
    record_id: id,
    label,
    version: row.version as number,
    can_restore: options.canRestore && row.deletedAt == null,
    events,
    names: await namesForEvents(db, events, options.language),
  };
}

/** JSON with object keys sorted: jsonb keeps keys in its own order, so equal values must compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Row).sort(([left], [right]) => left.localeCompare(right)))
      : inner,
  );

/**
 * The columns to write so the record is as it was right after `eventId`: starting from the row as it is, every
 * later event (by when it happened, as the history lists them) is undone newest first by putting back the values it recorded before. Only the columns the
 * registration allows are touched (never ids, versions, secrets or derived columns).
 */
async function stateAfter(db: Database, kind: RecordHistoryKind, current: Row, eventId: number) {
  const [chosen] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.id, eventId),
        eq(auditEvents.namespace, kind.namespace),
        eq(auditEvents.entityId, current.id as string),
      ),
    );
  if (!chosen) throw notFound();
  const later = await db
    .select({ before: auditEvents.before })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.namespace, kind.namespace),
        eq(auditEvents.entityId, current.id as string),
        // Compared in SQL: a JavaScript date drops the microseconds two events of one transaction share.
        sql`(${auditEvents.occurredAt}, ${auditEvents.id}) > (select ${auditEvents.occurredAt}, ${auditEvents.id} from ${auditEvents} where ${auditEvents.id} = ${eventId})`,
      ),
    )
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
  const columns = restorableColumns(kind);
  const state: Row = {};
  for (const event of later.reverse()) {
    for (const [field, value] of Object.entries(event.before ?? {}))
      if (columns.has(field)) state[field] = value;
  }
  const changes: Row = {};
  for (const [field, value] of Object.entries(state)) {
    if (canonical(value) !== canonical(current[field]))
      changes[field] = columnValue(columns.get(field)!, value);
  }
  return changes;
}

/**
 * Restores a record as it was right after one of its events: a new version (the client sends the version it
 * read; 409 when the record changed meanwhile), audited as `restore` in the same transaction.
 */
export async function restoreRecord(
  db: Database,
  request: FastifyRequest,
  target: { namespace: string; id: string; eventId: number; version: number },
) {
  const actor = request.user!;
  const { kind, row } = await findRecord(db, target.namespace, target.id, actor);
  if (row.deletedAt != null) throw notFound();
  if (row.version !== target.version) throw conflict({ version: row.version });
  const changes = await stateAfter(db, kind, row, target.eventId);
  if (Object.keys(changes).length === 0) throw new AppError('BAD_REQUEST', 'audit.nothing_to_restore');
  const extra = (await kind.complete?.(db, { ...row, ...changes }, row)) ?? {};
  try {
    await applyVersionedChange(db, request, {
      table: kind.table,
      namespace: kind.namespace,
      id: target.id,
      version: target.version,
      scope: kind.scope?.(db, actor),
      action: 'restore',
      changes: { ...changes, ...extra },
      present: (after: Row) => ({ version: after.version }),
      alsoWrite: kind.alsoWrite,
    });
  } catch (error) {
    // An earlier e-mail or key another record took meanwhile: the record cannot go back to it now.
    if (isUniqueViolation(error)) throw conflict({ version: row.version });
    throw error;
  }
}
