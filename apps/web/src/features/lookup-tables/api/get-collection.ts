import { useQuery } from '@tanstack/react-query';
import { lookupCollectionSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { lookupKeys, lookupPaths } from './query-keys';

/** GET /collections/{id}: one lookup table, for its edit form. */
export function useCollection(id: string | undefined) {
  return useQuery({
    queryKey: lookupKeys.collection(id ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupCollectionSchema,
        await api.get(`/${lookupPaths.collections}/${encodeURIComponent(id!)}`, undefined, signal),
      ),
    enabled: Boolean(id),
  });
}
