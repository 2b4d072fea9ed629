import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupCollectionPageSchema } from '@coachyard/contract';
import { api, type Query, answerAs } from '@/lib/api-client';
import { lookupKeys, lookupPaths } from './query-keys';

/** GET /collections: a page of lookup tables (search, filters, sort). */
export function useCollections(query: Query) {
  return useQuery({
    queryKey: lookupKeys.collections(query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupCollectionPageSchema,
        await api.get(`/${lookupPaths.collections}`, query, signal),
      ),
    // The old page stays on screen while the next one arrives: no flashing table on every keystroke.
    placeholderData: keepPreviousData,
  });
}
