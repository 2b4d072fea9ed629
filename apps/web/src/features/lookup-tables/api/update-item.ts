import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupItemSchema, type LookupItemUpdate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** PUT /collections/{container}/items/{itemId} with the version it was read at (409 when stale). */
export function useUpdateItem(containerId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LookupItemUpdate) => {
      const path = `/${lookupPaths.items(containerId)}/${encodeURIComponent(itemId)}`;
      const response = await apiRequest('PUT', path, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupItemSchema, response.data) };
    },
    onSettled: () => invalidateLookups(queryClient),
  });
}
