import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupCollectionSchema, type LookupCollectionCreate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** POST /collections → 201 with the new table and the envelope's success message. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LookupCollectionCreate) => {
      const response = await apiRequest('POST', `/${lookupPaths.collections}`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupCollectionSchema, response.data) };
    },
    onSuccess: () => invalidateLookups(queryClient),
  });
}
