import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupItemSchema, type LookupItemCreate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** POST /collections/{container}/items → 201 with the new item (a child when the container is an item). */
export function useCreateItem(containerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LookupItemCreate) => {
      const response = await apiRequest('POST', `/${lookupPaths.items(containerId)}`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupItemSchema, response.data) };
    },
    onSuccess: () => invalidateLookups(queryClient),
  });
}
