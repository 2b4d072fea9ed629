import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupItemPageSchema, type LookupItem } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { referenceKeys } from './query-keys';

const NONE: LookupItem[] = [];

/**
 * GET /collections/{container}/items?records=all&is_active=1: every active value of a lookup table (by its slug,
 * e.g. `brands`) or every child of an item (a country's cities), in order and named in the reader's language.
 */
export const lookupItemsQueryOptions = (container: string | null | undefined) =>
  queryOptions({
    queryKey: referenceKeys.lookupItems(container ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupItemPageSchema,
        await api.get(
          `/collections/${encodeURIComponent(container!)}/items`,
          { records: 'all', is_active: 1, sort: 'position' },
          signal,
        ),
      ).items,
    enabled: Boolean(container),
    staleTime: 5 * 60_000,
  });

export function useLookupItems(container: string | null | undefined) {
  const query = useQuery(lookupItemsQueryOptions(container));
  return { ...query, items: query.data ?? NONE };
}
