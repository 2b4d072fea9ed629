import { useQuery } from '@tanstack/react-query';
import { recordHistorySchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { auditKeys, auditPaths } from './query-keys';

/** GET /audit/history/{namespace}/{id}: one record's events, newest first, and the version a restore sends. */
export function useRecordHistory(namespace: string, recordId: string, enabled = true) {
  return useQuery({
    queryKey: auditKeys.history(namespace, recordId),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && recordHistorySchema,
        await api.get(auditPaths.history(namespace, recordId), undefined, signal),
      ),
    enabled,
  });
}
