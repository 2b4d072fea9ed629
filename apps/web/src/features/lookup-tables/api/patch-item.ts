import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupItemSchema, type LookupItemPatch } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** PATCH /collections/{container}/items/{itemId}: e.g. the list's in-place active switch. */
export function usePatchItem(containerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LookupItemPatch }) => {
      const path = `/${lookupPaths.items(containerId)}/${encodeURIComponent(id)}`;
      const response = await apiRequest('PATCH', path, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupItemSchema, response.data) };
    },
    onSettled: () => invalidateLookups(queryClient),
  });
}
