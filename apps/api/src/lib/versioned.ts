import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { leanTransaction } from '../db/lean-transaction.ts';
import { recordAudit } from './audit.ts';
import { conflict, notFound } from './errors.ts';
import {
  changedColumns,
  changeRunner,
  type Row,
  type VersionedChange,
  type VersionedTable,
} from './versioned-statements.ts';

export type { VersionedChange, VersionedTable } from './versioned-statements.ts';

/**
 * Applies a change to one row only if it is still at the version the client read, and writes the
 * audit event in the same transaction. Missing or out-of-scope rows are 404; stale versions 409.
 */
export async function applyVersionedChange<TRow extends Row, TOut>(
  db: Database,
  request: FastifyRequest | null,
  change: VersionedChange<TRow, TOut>,
): Promise<TOut> {
  return leanTransaction(db, async (tx) => {
    const statements = changeRunner(
      db,
      tx,
      change as unknown as VersionedChange<Row, unknown>,
      request?.user?.id ?? null,
    );
    const [before] = await statements.read();
    if (!before) throw notFound();
    if (before.version !== change.version) throw conflict(change.present(before as TRow));
    const [after] = await statements.write(changedColumns(before, change.changes as Row));
    // Another transaction won between our read and our write.
    if (!after) throw conflict(change.present(before as TRow));
    await recordAudit(tx, request, {
      action: change.action ?? 'update',
      namespace: change.namespace,
      entityId: change.id,
      before,
      after: change.auditNote ? { ...after, ...change.auditNote } : after,
    });
    await change.alsoWrite?.(tx, before as TRow, after as TRow);
    return change.present(after as TRow);
  });
}

type SoftDeleteChange<TRow extends Row, TOut> = Omit<
  VersionedChange<TRow, TOut>,
  'changes' | 'state' | 'action'
>;

/** Soft delete (DESIGN §5): the row is hidden, not removed, and can be restored. */
export const softDelete = <TRow extends Row, TOut>(
  db: Database,
  request: FastifyRequest | null,
  change: SoftDeleteChange<TRow, TOut>,
) =>
  applyVersionedChange(db, request, {
    ...change,
    changes: { deletedAt: new Date() } as unknown as Partial<TRow>,
    state: 'live',
    action: 'delete',
  });

export const restore = <TRow extends Row, TOut>(
  db: Database,
  request: FastifyRequest | null,
  change: SoftDeleteChange<TRow, TOut>,
) =>
  applyVersionedChange(db, request, {
    ...change,
    changes: { deletedAt: null } as unknown as Partial<TRow>,
    state: 'deleted',
    action: 'restore',
  });

/**
 * Inserts one row stamped with its creator (whatever `values` say) and writes its `create` audit event in
 * the same transaction. A unique violation propagates for the caller to word.
 */
export async function insertAudited<TTable extends VersionedTable & { $inferSelect: Row }>(
  db: Database,
  request: FastifyRequest | null,
  insert: {
    table: TTable;
    namespace: string;
    values: PgInsertValue<TTable>;
  },
): Promise<TTable['$inferSelect']> {
  const actorId = request?.user?.id ?? null;
  return db.transaction(async (tx) => {
    const loose = tx as unknown as {
      insert: (table: PgTable) => { values: (values: Row) => { returning: () => Promise<Row[]> } };
    };
    const [row] = await loose
      .insert(insert.table)
      .values({ ...insert.values, createdBy: actorId, updatedBy: actorId })
      .returning();
    await recordAudit(tx, request, {
      action: 'create',
      namespace: insert.namespace,
      entityId: row!.id as string,
      after: row,
    });
    return row as TTable['$inferSelect'];
  });
}
