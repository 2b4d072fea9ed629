import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationPageSchema, type Location } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

const NONE: Location[] = [];

/**
 * GET /locations?is_active=1&records=all: the active markets, which give the advertisement form its regions,
 * currencies and each region's vehicle types. Under the locations' query root, so a market saved in this tab
 * refreshes the form; read again when a form opens (a vehicle type an ADMIN just added is offered), unless the
 * answer is seconds old: the form's start asks for them with its code, and that answer is the form's read.
 */
export const marketsQueryOptions = queryOptions({
  queryKey: ['locations', 'markets'],
  queryFn: async ({ signal }) =>
    answerAs(
      import.meta.env.DEV && locationPageSchema,
      await api.get('/locations', { is_active: 1, records: 'all', sort: 'name' }, signal),
    ).items,
  staleTime: 10_000,
});

export function useMarkets(enabled = true) {
  const query = useQuery({ ...marketsQueryOptions, enabled });
  return { ...query, markets: query.data ?? NONE };
}
