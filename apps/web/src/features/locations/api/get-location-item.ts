import { useQuery } from '@tanstack/react-query';
import { locationItemSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { locationKeys, locationPaths } from './query-keys';

/** GET /locations/{id}/items/{itemId}: one place, for its edit form. */
export function useLocationItem(locationId: string, itemId: string | undefined) {
  return useQuery({
    queryKey: locationKeys.item(locationId, itemId ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && locationItemSchema,
        await api.get(locationPaths.item(locationId, itemId!), undefined, signal),
      ),
    enabled: Boolean(locationId && itemId),
  });
}
