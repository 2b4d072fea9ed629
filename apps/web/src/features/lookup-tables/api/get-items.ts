import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupItemPageSchema } from '@coachyard/contract';
import { api, type Query, answerAs } from '@/lib/api-client';
import { lookupKeys, lookupPaths } from './query-keys';

/**
 * GET /collections/{container}/items: a page of a table's items or of an item's children, with the
 * table, the parent item and the breadcrumb trail.
 */
export function useItems(containerId: string, query: Query) {
  return useQuery({
    queryKey: lookupKeys.items(containerId, query),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupItemPageSchema,
        await api.get(`/${lookupPaths.items(containerId)}`, query, signal),
      ),
    placeholderData: keepPreviousData,
    enabled: Boolean(containerId),
  });
}

/** The table, parent and trail of a container without its rows: one row of the same list call. */
export function useItemContainer(containerId: string) {
  const query = useItems(containerId, { per_page: 1 });
  const data = query.data && {
    collection: query.data.collection,
    parent: query.data.parent,
    trail: query.data.trail,
  };
  return { ...query, data };
}
