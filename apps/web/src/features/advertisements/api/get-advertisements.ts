import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { advertisementPageSchema } from '@coachyard/contract';
import { api, type Query, answerAs } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

/** GET /advertisements: a page of the ads the caller may see, with filters, search and sort. */
export function useAdvertisements(query: Query) {
  return useQuery({
    queryKey: adKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && advertisementPageSchema, await api.get(adPaths.list, query, signal)),
    // The old page stays on screen while the next one arrives: no flashing table on every filter change.
    placeholderData: keepPreviousData,
  });
}
