import type { QueryClient } from '@tanstack/react-query';
import type { Query } from '@/lib/api-client';

/** Every audit query lives under one root: a restore adds an event to the trail and to the record's history. */
const ROOT = ['audit'] as const;

export const auditKeys = {
  root: ROOT,
  events: (query: Query) => [...ROOT, 'events', query] as const,
  history: (namespace: string, recordId: string) => [...ROOT, 'history', namespace, recordId] as const,
  retention: [...ROOT, 'retention'] as const,
};

/**
 * A restore changes the record itself, which the screen around the history shows through its own queries:
 * everything is asked again, not only the trail.
 */
export const invalidateAfterRestore = (queryClient: QueryClient) => queryClient.invalidateQueries();

const segment = (value: string) => encodeURIComponent(value);
export const auditPaths = {
  events: '/audit',
  exportCsv: '/audit/export.csv',
  retention: '/audit/retention',
  history: (namespace: string, recordId: string) =>
    `/audit/history/${segment(namespace)}/${segment(recordId)}`,
  restore: (namespace: string, recordId: string) =>
    `/audit/history/${segment(namespace)}/${segment(recordId)}/restore`,
};
