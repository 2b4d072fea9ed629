import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { recordAudit, type AuditAction } from './audit.ts';
import { conflict, notFound } from './errors.ts';

/** A table with the tracked columns of DESIGN §5 (and, for soft delete, `deletedAt`). */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  deletedAt?: PgColumn;
};

type Row = Record<string, unknown>;

export interface VersionedChange<TRow extends Row, TOut> {
  table: VersionedTable;
  namespace: string;
  id: string;
  /** The version the client read; a different current version is a 409 with the current row. */
  version: number;
  changes: Partial<TRow>;
  /** Row scope of the caller (DESIGN §4): rows outside it are answered 404, like missing ones. */
  scope?: SQL;
  /** Whether the row must currently be live (default) or soft-deleted (restore). */
  state?: 'live' | 'deleted';
  action?: AuditAction;
  /** Turns a database row into what the API shows, used for the 409 body as well. */
  present: (row: TRow) => TOut;
  /** Further writes the change causes (timeline entries, queued e-mail), committed or rolled back with it. */
  alsoWrite?: (tx: Database, before: TRow, after: TRow) => Promise<void>;
}

// Drizzle's builders are typed per concrete table; these helpers are written once for every
// versioned table, so the generic table is handled through this one narrow cast.
type LooseDatabase = {
  update: (table: PgTable) => {
    set: (values: Row) => { where: (condition?: SQL) => { returning: () => Promise<Row[]> } };
  };
  select: () => { from: (table: PgTable) => { where: (condition?: SQL) => Promise<Row[]> } };
};

function visibleCondition(change: Pick<VersionedChange<Row, unknown>, 'table' | 'id' | 'scope' | 'state'>) {
  const { table } = change;
  const stateCondition = table.deletedAt
    ? change.state === 'deleted'
      ? isNotNull(table.deletedAt)
      : isNull(table.deletedAt)
    : undefined;
  return and(eq(table.id, change.id), stateCondition, change.scope);
}

/**
 * Applies a change to one row only if it is still at the version the client read, and writes the
 * audit event in the same transaction. Missing or out-of-scope rows are 404; stale versions 409.
 */
export async function applyVersionedChange<TRow extends Row, TOut>(
  db: Database,
  request: FastifyRequest | null,
  change: VersionedChange<TRow, TOut>,
): Promise<TOut> {
  return db.transaction(async (tx) => {
    const loose = tx as unknown as LooseDatabase;
    const visible = visibleCondition(change as unknown as VersionedChange<Row, unknown>);
    const [before] = await loose.select().from(change.table).where(visible);
    if (!before) throw notFound();
    if (before.version !== change.version) throw conflict(change.present(before as TRow));
    const [after] = await loose
      .update(change.table)
      .set({
        ...change.changes,
        version: sql`${change.table.version} + 1`,
        updatedAt: new Date(),
        updatedBy: request?.user?.id ?? null,
      })
      .where(and(visible, eq(change.table.version, change.version)))
      .returning();
    // Another transaction won between our read and our write.
    if (!after) throw conflict(change.present(before as TRow));
    await recordAudit(tx, request, {
      action: change.action ?? 'update',
      namespace: change.namespace,
      entityId: change.id,
      before,
      after,
    });
    await change.alsoWrite?.(tx as unknown as Database, before as TRow, after as TRow);
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
