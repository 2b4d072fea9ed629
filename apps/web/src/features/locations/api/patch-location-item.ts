import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationItemSchema, type LocationItemPatch } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateLocations, locationPaths } from './query-keys';

/** PATCH /locations/{id}/items/{itemId}: e.g. the list's in-place active switch. */
export function usePatchLocationItem(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LocationItemPatch }) => {
      const response = await apiRequest('PATCH', locationPaths.item(locationId, id), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && locationItemSchema, response.data) };
    },
    onSettled: () => invalidateLocations(queryClient),
  });
}
