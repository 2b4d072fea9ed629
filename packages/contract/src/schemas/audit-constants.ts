/**
 * The audit trail's actions, apart from its schemas: the audit screen's filter takes them without zod (the
 * screen's weight budget, issue 30).
 */

/** What the trail records (lib/audit.ts). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'status_change',
  'import',
  'export',
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'access_denied',
  'purge',
  'view_as',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];
