import { sql, type Query } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { arrayPlaceholder, planOnceName, runOn, sqlOf } from '../db/prepared-by-shape.ts';
import { auditEvents } from '../db/schema/index.ts';
import { redactSecrets } from './redact.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The namespaces this request's audit events named, i.e. what it changed: plugins/write-cleared-caches.ts
     * clears only the caches that depend on them. Null until the first event.
     */
    writtenNamespaces: Set<string> | null;
  }
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'access_denied'
  | 'status_change'
  | 'import'
  | 'export'
  | 'purge'
  | 'view_as';

export interface AuditEntry {
  action: AuditAction;
  namespace: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actorId?: string | null;
}

type Executor = Pick<Database, 'insert' | 'execute'>;

/** The events that record a change (the others record an attempt or a read): only these clear caches. */
const CHANGES: ReadonlySet<AuditAction> = new Set([
  'create',
  'update',
  'delete',
  'restore',
  'logout',
  'status_change',
  'import',
  'purge',
]);

/**
 * Whether two column values are the same, as the audit trail and a versioned write compare them: equal
 * primitives at once (most of a row's forty columns), anything holding an object (a date, jsonb) by its JSON.
 */
export function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null)
    return typeof left === 'object' || typeof right === 'object'
      ? JSON.stringify(left) === JSON.stringify(right)
      : false;
  // A row's dates and id lists, compared without writing them out: a PATCH compares every column twice.
  if (left instanceof Date && right instanceof Date) return left.getTime() === right.getTime();
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  return sameJson(left, right) ?? JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Whether two plain objects (jsonb: an ad's titles, its photos, its signals) have the same JSON, answered without
 * writing them out where it can be: the same keys in the same order, each value the same string, finite number,
 * boolean or null, or such an object or list again. Undefined where only JSON can say (a key order that differs, a
 * value JSON leaves out or rewrites): the audit of every versioned change compares a row's jsonb columns twice.
 */
function sameJson(left: unknown, right: unknown): boolean | undefined {
  if (left === null || typeof left !== 'object')
    return isJsonPrimitive(left) && isJsonPrimitive(right) ? left === right : undefined;
  if (right === null || typeof right !== 'object') return undefined;
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return undefined;
    if (left.length !== right.length) return false;
    return everySame(left.length, (index) => sameJson(left[index], right[index]));
  }
  const prototype = Object.getPrototypeOf(left);
  if ((prototype !== Object.prototype && prototype !== null) || Object.getPrototypeOf(right) !== prototype)
    return undefined;
  const keys = Object.keys(left);
  const others = Object.keys(right);
  if (keys.length !== others.length) return undefined;
  return everySame(keys.length, (index) =>
    keys[index] === others[index]
      ? sameJson((left as Row)[keys[index]!], (right as Row)[keys[index]!])
      : undefined,
  );
}
type Row = Record<string, unknown>;

/** A value JSON writes as itself: its text differs from another such value's exactly when the values differ. */
const isJsonPrimitive = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** False as soon as one pair differs, undefined if one cannot be decided and none differs, else true. */
function everySame(count: number, same: (index: number) => boolean | undefined): boolean | undefined {
  let decided = true;
  for (let index = 0; index < count; index++) {
    const answer = same(index);
    if (answer === false) return false;
    if (answer === undefined) decided = false;
  }
  return decided ? true : undefined;
}

/** Keeps only the fields that changed, so the trail says what happened and not the whole row twice. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  if (!before || !after) return { before: redactSecrets(before), after: redactSecrets(after) };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !['updatedAt', 'updated_at', 'version'].includes(key) && !sameValue(before[key], after[key]),
  );
  const pick = (row: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, row[key]]));
  return { before: redactSecrets(pick(before)), after: redactSecrets(pick(after)) };
}

/**
 * Writes audit events in one statement; pass the transaction so they commit (or not) with the change. In a
 * request, it notes what changed for the request's announcement after it commits (lib/cache-bus.ts).
 */
export async function recordAudits(
  executor: Executor,
  request: FastifyRequest | null,
  entries: readonly AuditEntry[],
) {
  if (entries.length === 0) return;
  // One array a column (`unnest`): the statement's text is the same for one event or a feed's hundred.
  const values: Record<string, unknown> = Object.fromEntries(AUDIT_COLUMNS.map((column) => [column, []]));
  const column = (name: AuditColumn) => values[name] as unknown[];
  const changed = new Set<string>();
  for (const entry of entries) {
    const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
    column('action').push(entry.action);
    column('namespace').push(entry.namespace);
    column('entityId').push(entry.entityId ?? null);
    column('before').push(before && JSON.stringify(before));
    column('after').push(after && JSON.stringify(after));
    column('actorId').push(entry.actorId ?? request?.user?.id ?? null);
    column('actorRole').push(request?.user?.role ?? null);
    column('requestId').push(request?.id ?? null);
    column('ip').push(request?.ip ?? null);
    if (CHANGES.has(entry.action)) changed.add(entry.namespace);
  }
  // The seed and jobs act as a request of their own without a server behind it.
  const bus = (request?.server as FastifyRequest['server'] | undefined)?.cacheBus;
  const changes = Boolean(request && bus && changed.size > 0);
  if (changes) for (const namespace of changed) (request!.writtenNamespaces ??= new Set()).add(namespace);
  // A request announces what it wrote once it has committed (plugins/write-cleared-caches.ts). A job acting as a
  // user (modules/feeds) has no answer to announce before: its events carry the notification, for every
  // instance and this one, delivered when it commits.
  const notify = changes && !(request as Partial<FastifyRequest>).raw;
  if (notify) Object.assign(values, bus!.notification([...changed], { heardHere: true }));
  await runOn(executor, auditStatement(executor as Database, notify), values);
}

/** Writes one audit event (see `recordAudits`). */
export const recordAudit = (executor: Executor, request: FastifyRequest | null, entry: AuditEntry) =>
  recordAudits(executor, request, [entry]);

/**
 * The audit insert (with, in a job, its notification) built once: every write of every module runs it, most
 * often in a transaction of its own, so it is kept by shape alone (its text is the same on every database).
 */
const auditStatements = new Map<boolean, Query>();
const auditStatement = (db: Database, notify: boolean) => {
  let statement = auditStatements.get(notify);
  if (!statement) auditStatements.set(notify, (statement = buildAuditStatement(db, notify)));
  return statement;
};
const buildAuditStatement = (db: Database, notify: boolean) => {
  // Bound as given (the JSON written out above): a column's encoder would turn a null into a jsonb `null`.
  const names = sql.join(
    AUDIT_COLUMNS.map((name) => sql.identifier(auditEvents[name].name)),
    sql`, `,
  );
  const arrays = sql.join(
    AUDIT_COLUMNS.map((name) => arrayPlaceholder(name, AUDIT_COLUMN_TYPES[name])),
    sql`, `,
  );
  const insert = sql`insert into ${auditEvents} (${names}) select * from unnest(${arrays})`;
  return sqlOf(
    db,
    notify
      ? sql`with event as (${insert}) select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`
      : insert,
    planOnceName(),
  );
};

/** The columns an event binds, and their types (an array of each is bound). */
const AUDIT_COLUMN_TYPES = {
  action: 'text',
  namespace: 'text',
  entityId: 'text',
  before: 'jsonb',
  after: 'jsonb',
  actorId: 'uuid',
  actorRole: 'text',
  requestId: 'text',
  ip: 'text',
} as const;
type AuditColumn = keyof typeof AUDIT_COLUMN_TYPES;
const AUDIT_COLUMNS = Object.keys(AUDIT_COLUMN_TYPES) as AuditColumn[];
