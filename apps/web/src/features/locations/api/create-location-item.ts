import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationItemSchema, type LocationItemCreate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** POST /locations/{id}/items → 201 with the new place (under `parent_id` when given). */
export function useCreateLocationItem(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationItemCreate) => {
      const response = await apiRequest('POST', locationPaths.items(locationId), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationItemSchema, response.data) };
    },
    onSuccess: () => invalidateLocations(queryClient),
  });
}
