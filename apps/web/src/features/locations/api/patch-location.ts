import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationSchema, type LocationPatch } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** PATCH /locations/{id}: e.g. the list's in-place active switch. */
export function usePatchLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LocationPatch }) => {
      const response = await apiRequest('PATCH', locationPaths.one(id), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationSchema, response.data) };
    },
    onSettled: () => invalidateLocations(queryClient),
  });
}
