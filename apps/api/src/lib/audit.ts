import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { redactSecrets } from './redact.ts';

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
  | 'purge';

export interface AuditEntry {
  action: AuditAction;
  namespace: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actorId?: string | null;
}

type Executor = Pick<Database, 'insert'>;

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

/** Writes one audit event; pass the transaction so the event commits (or not) with the change. */
export async function recordAudit(executor: Executor, request: FastifyRequest | null, entry: AuditEntry) {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  await executor.insert(auditEvents).values({
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
}
