import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupCollectionSchema, type LookupCollectionPatch } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLookups, lookupPaths } from './query-keys';

/** PATCH /collections/{id}: a few fields with the version, e.g. the list's in-place active switch. */
export function usePatchCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LookupCollectionPatch }) => {
      const path = `/${lookupPaths.collections}/${encodeURIComponent(id)}`;
      const response = await apiRequest('PATCH', path, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && lookupCollectionSchema, response.data) };
    },
    // Also after a 409: the list then shows the row as it now is.
    onSettled: () => invalidateLookups(queryClient),
  });
}
