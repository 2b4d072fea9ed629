import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationItemSchema, type LocationItemMove } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** POST /locations/{id}/items/{itemId}/move { position, version }: a new place among its siblings. */
export function useMoveLocationItem(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LocationItemMove }) => {
      const response = await apiRequest('POST', `${locationPaths.item(locationId, id)}/move`, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationItemSchema, response.data) };
    },
    onSettled: () => invalidateLocations(queryClient),
  });
}
