import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationItemSchema, type LocationItemUpdate } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** PUT /locations/{id}/items/{itemId} with the version it was read at (409 when stale). */
export function useUpdateLocationItem(locationId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationItemUpdate) => {
      const response = await apiRequest('PUT', locationPaths.item(locationId, itemId), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationItemSchema, response.data) };
    },
    onSettled: () => invalidateLocations(queryClient),
  });
}
