import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  translateMessage,
  userDisplayName,
  type Language,
  type TrashItem,
  type TrashRestoreResult,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import {
  historyKindsOf,
  registeredHistoryNamespaces,
  type RecordHistoryKind,
} from '../../lib/record-history.ts';
import { labelRows, recordKey } from '../../lib/record-labels.ts';
import { restore } from '../../lib/versioned.ts';

type Row = Record<string, unknown>;
type TrashKind = RecordHistoryKind & { table: RecordHistoryKind['table'] & { deletedAt: PgColumn } };

/**
 * The trash is every registered record table that deletes softly (lib/record-history.ts): a module that
 * registers its history gets its trash too. Most recent first, at most this many rows read per table.
 */
const ROWS_PER_TABLE = 1_000;

export function trashKinds(): TrashKind[] {
  return registeredHistoryNamespaces()
    .flatMap((namespace) => historyKindsOf(namespace))
    .filter((kind): kind is TrashKind => Boolean(kind.table.deletedAt));
}

async function deletersOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .selectDistinctOn([auditEvents.entityId], {
      entityId: auditEvents.entityId,
      actorId: auditEvents.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.action, 'delete'), inArray(auditEvents.entityId, ids)))
    .orderBy(auditEvents.entityId, desc(auditEvents.occurredAt));
  return new Map(
    rows
      .filter((row) => row.entityId && row.actorId && row.firstName)
      .map((row) => [
        row.entityId!,
        {
          id: row.actorId!,
          name: userDisplayName({
            role: row.role ?? '',
            first_name: row.firstName!,
            last_name: row.lastName,
          }),
        },
      ]),
  );
}

export async function listTrash(
  db: Database,
  query: { namespace?: string; q?: string; page: number; per_page: number },
  language: Language,
) {
  const kinds = trashKinds().filter((kind) => !query.namespace || kind.namespace === query.namespace);
  const found: (Omit<TrashItem, 'deleted_by'> & { deletedAt: Date })[] = [];
  const deleted: { kind: TrashKind; row: Row }[] = [];
  for (const kind of kinds) {
    const rows = (await db
      .select()
      .from(kind.table as PgTable)
      .where(isNotNull(kind.table.deletedAt))
      .orderBy(desc(kind.table.deletedAt))
      .limit(ROWS_PER_TABLE)) as Row[];
    deleted.push(...rows.map((row) => ({ kind, row })));
  }
  const labels = await labelRows(db, deleted, language);
  for (const { kind, row } of deleted)
    found.push({
      namespace: kind.namespace,
      id: String(row.id),
      label: labels.get(recordKey(kind.namespace, String(row.id)))!,
      version: Number(row.version),
      deletedAt: row.deletedAt as Date,
      deleted_at: (row.deletedAt as Date).toISOString(),
    });
  const wanted = query.q?.toLocaleLowerCase();
  const matching = (
    wanted ? found.filter((item) => item.label.toLocaleLowerCase().includes(wanted)) : found
  ).sort((left, right) => right.deletedAt.getTime() - left.deletedAt.getTime());
  const page = matching.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const deleters = await deletersOf(
    db,
    page.map((item) => item.id),
  );
  return {
    items: page.map(({ deletedAt: _deletedAt, ...item }) => ({
      ...item,
      deleted_by: deleters.get(item.id) ?? null,
    })),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    namespaces: [...new Set(trashKinds().map((kind) => kind.namespace))].sort(),
  };
}

/** Restores each row on its own, as a new version, audited; a row that would break a rule stays where it is. */
export async function restoreFromTrash(
  db: Database,
  request: FastifyRequest,
  items: { namespace: string; id: string; version: number }[],
): Promise<TrashRestoreResult> {
  const results: TrashRestoreResult['results'] = [];
  for (const item of items) {
    const kinds = trashKinds().filter((kind) => kind.namespace === item.namespace);
    let outcome: TrashRestoreResult['results'][number] = { ...item, outcome: 'not_found', message: null };
    for (const kind of kinds) {
      try {
        await restore(db, request, {
          table: kind.table,
          namespace: kind.namespace,
          id: item.id,
          version: item.version,
          // What the module keeps beside the row (an ad's photo index) comes back with it, as in a history restore.
          alsoWrite: kind.alsoWrite,
          present: (row) => row,
        });
        outcome = { namespace: item.namespace, id: item.id, outcome: 'restored', message: null };
        break;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') continue;
        const key = isUniqueViolation(error)
          ? 'trash.key_taken'
          : error instanceof AppError && error.code === 'CONFLICT'
            ? 'trash.changed'
            : null;
        if (!key) throw error;
        outcome = {
          namespace: item.namespace,
          id: item.id,
          outcome: 'conflict',
          message: translateMessage(key, request.lang),
        };
        break;
      }
    }
    results.push({
      namespace: outcome.namespace,
      id: outcome.id,
      outcome: outcome.outcome,
      message: outcome.message,
    });
  }
  return { results };
}

/**
 * Deletes for good what has been in the trash longer than the retention period, one row at a time: a row that
 * other rows still refer to is kept (and tried again next time), every removal is audited as `purge`.
 */
export async function purgeExpiredTrash(db: Database, retentionDays: number) {
  const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
  let purged = 0;
  let kept = 0;
  for (const kind of trashKinds()) {
    const expired = (await db
      .select()
      .from(kind.table as PgTable)
      .where(lt(kind.table.deletedAt, cutoff))) as Row[];
    for (const row of expired) {
      try {
        await db.transaction(async (tx) => {
          await tx.delete(kind.table as PgTable).where(sql`${kind.table.id} = ${row.id}`);
          await recordAudit(tx, null, {
            action: 'purge',
            namespace: kind.namespace,
            entityId: String(row.id),
            before: row,
          });
        });
        purged += 1;
      } catch {
        kept += 1;
      }
    }
  }
  return { purged, kept };
}
