import { useQuery } from '@tanstack/react-query';
import { lookupItemSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { lookupKeys, lookupPaths } from './query-keys';

/** GET /collections/{container}/items/{itemId}: one item, for its edit form. */
export function useItem(containerId: string, itemId: string | undefined) {
  return useQuery({
    queryKey: lookupKeys.item(containerId, itemId ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupItemSchema,
        await api.get(`/${lookupPaths.items(containerId)}/${encodeURIComponent(itemId!)}`, undefined, signal),
      ),
    enabled: Boolean(containerId && itemId),
  });
}
