import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locationItemPageSchema } from '@coachyard/contract';
import { api, answerAs, type Query } from '@/lib/api-client';
import { locationKeys, locationPaths } from './query-keys';

/**
 * GET /locations/{id}/items: a page of a market's places at one level (`parent_id` in the query), with
 * the market, the parent place and the breadcrumb trail.
 */
export function useLocationItems(locationId: string, query: Query) {
  return useQuery({
    queryKey: locationKeys.items(locationId, query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && locationItemPageSchema,
        await api.get(locationPaths.items(locationId), query, signal),
      ),
    placeholderData: keepPreviousData,
    enabled: Boolean(locationId),
  });
}

/** The market, parent and trail of a level without its rows: one row of the same list call. */
export function useLocationLevel(locationId: string, parentId: string | undefined) {
  const query = useLocationItems(locationId, { per_page: 1, parent_id: parentId });
  const data = query.data && {
    location: query.data.location,
    parent: query.data.parent,
    trail: query.data.trail,
  };
  return { ...query, data };
}
