import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupCollectionSchema, type LookupCollectionUpdate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** PUT /collections/{id}: the whole editable state with the version it was read at (409 when stale). */
export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LookupCollectionUpdate) => {
      const path = `/${lookupPaths.collections}/${encodeURIComponent(id)}`;
      const response = await apiRequest('PUT', path, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupCollectionSchema, response.data) };
    },
    onSettled: () => invalidateLookups(queryClient),
  });
}
