import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
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

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

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
 * Writes one audit event; pass the transaction so the event commits (or not) with the change. In a request, the
 * same statement tells the other instances what changed (lib/cache-bus.ts): the notification leaves when the
 * change commits, without a query of its own.
 */
export async function recordAudit(executor: Executor, request: FastifyRequest | null, entry: AuditEntry) {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  const insert = executor.insert(auditEvents).values({
    action: entry.action,
    namespace: entry.namespace,
    entityId: entry.entityId ?? null,
    before,
    after,
    actorId: entry.actorId ?? request?.user?.id ?? null,
    actorRole: request?.user?.role ?? null,
    requestId: request?.id ?? null,
    ip: request?.ip ?? null,
  });
  // The seed and jobs act as a request of their own without a server behind it.
  const bus = (request?.server as FastifyRequest['server'] | undefined)?.cacheBus;
  if (!request || !bus || !CHANGES.has(entry.action)) {
    await insert;
    return;
  }
  (request.writtenNamespaces ??= new Set()).add(entry.namespace);
  const { channel, payload } = bus.notification([entry.namespace]);
  // The builder itself would be embedded as a parenthesised subquery, which a WITH clause refuses.
  await executor.execute(sql`with event as (${insert.getSQL()}) select pg_notify(${channel}, ${payload})`);
}
