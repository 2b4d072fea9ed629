import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationSchema, type LocationUpdate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** PUT /locations/{id} with the version it was read at (409 when stale). */
export function useUpdateLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationUpdate) => {
      const response = await apiRequest('PUT', locationPaths.one(id), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationSchema, response.data) };
    },
    onSettled: () => invalidateLocations(queryClient),
  });
}
