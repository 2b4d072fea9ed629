import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadDetailSchema, type LeadDetail, type Namespace } from '@coachyard/contract';
import { answerAs, apiRequest, type ApiResponse } from '@/lib/api-client';
import { invalidateLeadLists, leadKeys, leadPaths } from './query-keys';

type LeadAction = Parameters<typeof leadPaths.action>[2];

/**
 * A write to one lead that answers the lead: the answer (with its new version and timeline) replaces the open
 * lead, so the next write sends the right version, and the inbox and counts are asked for again.
 */
export function useLeadMutation<B extends object>(
  namespace: Namespace,
  action: LeadAction,
  method: 'POST' | 'PUT' = 'POST',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: B }): Promise<ApiResponse<LeadDetail>> => {
      const response = await apiRequest(method, leadPaths.action(namespace, id, action), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && leadDetailSchema, response.data) };
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(leadKeys.one(namespace, data.id), data);
      void invalidateLeadLists(queryClient);
    },
  });
}
