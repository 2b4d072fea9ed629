import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationSchema, type LocationCreate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** POST /locations → 201 with the new market. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationCreate) => {
      const response = await apiRequest('POST', locationPaths.list, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationSchema, response.data) };
    },
    onSuccess: () => invalidateLocations(queryClient),
  });
}
