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
 * everything is asked again, not only the trail. Only the queries of the record (its own and its history: their
 * keys name it) are awaited, so the screen shows the restored record at once; lists, lookups and counts follow
 * without holding the dialog open while dozens of queries are asked again.
 */
export async function invalidateAfterRestore(queryClient: QueryClient, recordId: string) {
  const showsRecord = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey.includes(recordId);
  void queryClient.invalidateQueries({ predicate: (query) => !showsRecord(query) });
  await queryClient.invalidateQueries({ predicate: showsRecord });
}

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
