import { and, eq, getTableColumns, getTableName, is, isNotNull, isNull, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { leanStatement } from '../db/lean-statement.ts';
import { onConnectionOf, planOnceName, preparedByShape } from '../db/prepared-by-shape.ts';
import { sameValue, type AuditAction } from './audit.ts';
import { isBoundScope, type BoundScope } from './scope.ts';

// The statements of a versioned change (lib/versioned.ts): read and write, prepared once per shape.

/** A table with the tracked columns of DESIGN §5 (and, for soft delete, `deletedAt`). */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  deletedAt?: PgColumn;
};

export type Row = Record<string, unknown>;

export interface VersionedChange<TRow extends Row, TOut> {
  table: VersionedTable;
  namespace: string;
  id: string;
  /** The version the client read; a different current version is a 409 with the current row. */
  version: number;
  changes: Partial<TRow>;
  /**
   * Row scope of the caller (DESIGN §4): rows outside it are answered 404, like missing ones. A bound scope
   * (lib/scope.ts) lets the change's statements be built once; a plain condition builds them on every call.
   */
  scope?: SQL | BoundScope;
  /** Whether the row must currently be live (default) or soft-deleted (restore). */
  state?: 'live' | 'deleted';
  action?: AuditAction;
  /** What the audit event says beside the columns that changed (why a check was overridden, say). */
  auditNote?: Record<string, unknown>;
  /** Turns a database row into what the API shows, used for the 409 body as well. */
  present: (row: TRow) => TOut;
  /** Further writes the change causes (timeline entries, queued e-mail), committed or rolled back with it. */
  alsoWrite?: (tx: Database, before: TRow, after: TRow) => Promise<unknown>;
}

// Drizzle's builders are typed per concrete table; these helpers are written once for every
// versioned table, so the generic table is handled through this one narrow cast.
type Columns = Record<string, PgColumn>;
type LooseDatabase = {
  update: (table: PgTable) => {
    set: (values: Row) => {
      where: (condition?: SQL) => { returning: (columns: Columns) => Promise<Row[]> };
    };
  };
  select: (columns: Columns) => { from: (table: PgTable) => { where: (condition?: SQL) => Promise<Row[]> } };
};

/**
 * The columns a change reads and returns: all but those PostgreSQL computes (an ad's search vector, its
 * largest column), which no answer, audit event or rule uses.
 */
const readColumns = (table: PgTable): Columns =>
  Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated),
  ) as Columns;

function visibleCondition(
  change: Pick<VersionedChange<Row, unknown>, 'table' | 'state'>,
  id: unknown,
  scope: SQL | undefined,
) {
  const { table } = change;
  const stateCondition = table.deletedAt
    ? change.state === 'deleted'
      ? isNotNull(table.deletedAt)
      : isNull(table.deletedAt)
    : undefined;
  return and(eq(table.id, id), stateCondition, scope);
}

type Statement = { execute(values?: Record<string, unknown>): Promise<Row[]> };

/** What a change writes besides its columns: which row, at which version, when and by whom. */
interface ChangeValues {
  id: unknown;
  version: unknown;
  updated_at: unknown;
  updated_by: unknown;
}

/**
 * The read and the write of a versioned change, as built by Drizzle: `bind` says how a value enters the
 * statement (as it is, or as a placeholder of that name).
 */
function changeStatements(
  db: Database,
  change: Pick<VersionedChange<Row, unknown>, 'table' | 'state'>,
  changes: Row,
  scope: SQL | undefined,
  values: ChangeValues,
  bind: (name: string, given: unknown) => unknown,
) {
  const loose = db as unknown as LooseDatabase;
  const visible = visibleCondition(change, bind('id', values.id), scope);
  const columns = readColumns(change.table);
  const read = loose.select(columns).from(change.table).where(visible);
  const write = loose
    .update(change.table)
    .set({
      ...Object.fromEntries(Object.entries(changes).map(([key, given]) => [key, bind(`set_${key}`, given)])),
      version: sql`${change.table.version} + 1`,
      updatedAt: bind('updated_at', values.updated_at),
      updatedBy: bind('updated_by', values.updated_by),
    })
    .where(and(visible, eq(change.table.version, bind('version', values.version))))
    .returning(columns);
  return { read, write };
}

interface ReadShape {
  /** Only its table, state and scope's key make the shape; its values are bound. */
  change: VersionedChange<Row, unknown>;
}

interface WriteShape extends ReadShape {
  /** The changed columns, in order, each with whether it is set to null. */
  columns: [column: string, isNull: boolean][];
  /** Whether the change has an author (an unattended job has none). */
  byUser: boolean;
}

const changeKey = ({ change }: ReadShape, ...rest: unknown[]) =>
  JSON.stringify([
    getTableName(change.table),
    change.state ?? 'live',
    (change.scope as BoundScope | undefined)?.key ?? null,
    ...rest,
  ]);

/** The read or the write of a change of one shape, built with its values as placeholders. */
function preparedStatement(
  db: Database,
  { change, columns = [], byUser = true }: Partial<WriteShape>,
  pick: 'read' | 'write',
) {
  const scope = (change!.scope as BoundScope | undefined)?.build(db);
  const changes = Object.fromEntries(columns.map(([column, isNull]) => [column, isNull ? null : column]));
  const values = { id: '', version: 0, updated_at: '', updated_by: byUser ? '' : null };
  // Drizzle encodes a bound value with its column's encoder even when it is null (a jsonb `null`, a date's
  // toISOString), so nulls are written into the statement and are part of its shape.
  const statements = changeStatements(db, change!, changes, scope, values, (name, given) =>
    given === null ? null : sql.placeholder(name),
  );
  // Found by id (and scope): the same plan whatever the values.
  return leanStatement(
    (statements[pick] as unknown as { prepare(name: string): Statement }).prepare(planOnceName()),
  );
}

/**
 * The statements of a versioned change built once per table, state, scope and (for the write) changed columns
 * (db/prepared-by-shape.ts): Drizzle writing out a row's forty columns twice was most of a PATCH's CPU.
 */
const preparedRead = preparedByShape(
  (db, shape: ReadShape) => preparedStatement(db, shape, 'read'),
  64,
  (shape) => changeKey(shape),
);
const preparedWrite = preparedByShape(
  (db, shape: WriteShape) => preparedStatement(db, shape, 'write'),
  256,
  (shape) => changeKey(shape, shape.columns, shape.byUser),
);

/**
 * The columns a change really changes: the ones given (not `undefined`) whose value differs from the row's.
 * A PATCH of a price then updates the price alone, as a hand-written statement would, and PostgreSQL neither
 * recomputes the search vector nor touches an index the change leaves alone.
 */
export function changedColumns(before: Row, changes: Row) {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([column, given]) => given !== undefined && (is(given, SQL) || !sameValue(before[column], given)),
    ),
  );
}

/**
 * Runs the read and the write of a change in `tx`: prepared when its scope is bound and its values are plain,
 * built here otherwise. The write takes the columns that differ from the row read.
 */
export function changeRunner(
  db: Database,
  tx: Database,
  change: VersionedChange<Row, unknown>,
  actorId: string | null,
) {
  const values: ChangeValues = {
    id: change.id,
    version: change.version,
    updated_at: new Date(),
    updated_by: actorId,
  };
  const scope = change.scope;
  // A change computed by the database (`version + 1` of another column) is written into the statement itself.
  if ((scope && !isBoundScope(scope)) || Object.values(change.changes).some((given) => is(given, SQL))) {
    const condition = scope && isBoundScope(scope) ? scope.plain(tx) : scope;
    const built = (changes: Row) =>
      changeStatements(tx, change, changes, condition, values, (_name, given) => given);
    return { read: () => built({}).read, write: (changes: Row) => built(changes).write };
  }
  const bound = { ...scope?.values, ...values };
  return {
    read: () => onConnectionOf(preparedRead(db, { change }), tx).execute(bound),
    write: (changes: Row) => {
      const columns = Object.keys(changes)
        .sort()
        .map((column): [string, boolean] => [column, changes[column] === null]);
      const statement = preparedWrite(db, { change, columns, byUser: actorId !== null });
      const set = Object.fromEntries(
        Object.entries(changes).map(([column, given]) => [`set_${column}`, given]),
      );
      return onConnectionOf(statement, tx).execute({ ...bound, ...set });
    },
  };
}
