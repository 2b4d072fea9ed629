import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadBulkResultSchema, type LeadBulkAction, type Namespace } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';
import { invalidateLeadLists, leadKeys } from './query-keys';

/** POST /{inbox}/bulk: one action on many leads; each is done or skipped with the reason. */
export function useBulkLeads(namespace: Namespace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: LeadBulkAction) =>
      answerAs(import.meta.env.DEV && leadBulkResultSchema, await api.post(`/${namespace}/bulk`, action)),
    onSuccess: () => {
      void invalidateLeadLists(queryClient);
      // Open leads changed too: their drawer reads them again.
      void queryClient.invalidateQueries({ queryKey: [...leadKeys.root, namespace, 'one'] });
    },
  });
}
