import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locationPageSchema } from '@coachyard/contract';
import { api, answerAs, type Query } from '@/lib/api-client';
import { locationKeys, locationPaths } from './query-keys';

/** GET /locations: a page of markets with their item counts. */
export function useLocations(query: Query) {
  return useQuery({
    queryKey: locationKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && locationPageSchema, await api.get(locationPaths.list, query, signal)),
    placeholderData: keepPreviousData,
  });
}
