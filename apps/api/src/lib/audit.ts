import { sql, type Query } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { planOnceName, runOn, sqlOf } from '../db/prepared-by-shape.ts';
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
  return JSON.stringify(left) === JSON.stringify(right);
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
 * Writes one audit event; pass the transaction so the event commits (or not) with the change. In a request, it
 * notes what changed for the request's announcement after it commits (lib/cache-bus.ts).
 */
export async function recordAudit(executor: Executor, request: FastifyRequest | null, entry: AuditEntry) {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  const values: Record<string, unknown> = {
    action: entry.action,
    namespace: entry.namespace,
    entityId: entry.entityId ?? null,
    before: before && JSON.stringify(before),
    after: after && JSON.stringify(after),
    actorId: entry.actorId ?? request?.user?.id ?? null,
    actorRole: request?.user?.role ?? null,
    requestId: request?.id ?? null,
    ip: request?.ip ?? null,
  };
  // The seed and jobs act as a request of their own without a server behind it.
  const bus = (request?.server as FastifyRequest['server'] | undefined)?.cacheBus;
  const changes = Boolean(request && bus && CHANGES.has(entry.action));
  if (changes) (request!.writtenNamespaces ??= new Set()).add(entry.namespace);
  // A request announces what it wrote once it has committed (plugins/write-cleared-caches.ts). A job acting as a
  // user (modules/feeds) has no answer to announce before: its event carries the notification, for every
  // instance and this one, delivered when it commits.
  const notify = changes && !(request as Partial<FastifyRequest>).raw;
  if (notify) Object.assign(values, bus!.notification([entry.namespace], { heardHere: true }));
  await runOn(executor, auditStatement(executor as Database, notify), values);
}

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
  const placeholders = Object.fromEntries(
    AUDIT_COLUMNS.map((column) => [column, sql`${sql.placeholder(column)}`]),
  );
  const insert = db.insert(auditEvents).values(placeholders as never);
  // The builder itself would be embedded as a parenthesised subquery, which a WITH clause refuses.
  return sqlOf(
    db,
    notify
      ? sql`with event as (${insert.getSQL()}) select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`
      : insert.getSQL(),
    planOnceName(),
  );
};

const AUDIT_COLUMNS = [
  'action',
  'namespace',
  'entityId',
  'before',
  'after',
  'actorId',
  'actorRole',
  'requestId',
  'ip',
] as const;
