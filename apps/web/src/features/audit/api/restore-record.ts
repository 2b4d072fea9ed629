import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordHistorySchema, type RecordRestore } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { auditPaths, invalidateAfterRestore } from './query-keys';

/** POST /audit/history/{namespace}/{id}/restore: the record as it was after an event (409 when it changed since). */
export function useRestoreRecord(namespace: string, recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordRestore) => {
      const response = await apiRequest('POST', auditPaths.restore(namespace, recordId), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && recordHistorySchema, response.data) };
    },
    // Awaited, so whoever shows the record again reads the restored one.
    onSettled: () => invalidateAfterRestore(queryClient, recordId),
  });
}
