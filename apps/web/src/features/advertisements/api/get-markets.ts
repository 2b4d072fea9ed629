import { useQuery } from '@tanstack/react-query';
import { locationPageSchema, type Location } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

const NONE: Location[] = [];

/**
 * GET /locations?is_active=1&records=all: the active markets, which give the advertisement form its regions,
 * currencies and each region's vehicle types. Under the locations' query root, so a market saved in this tab
 * refreshes the form; read again whenever a form opens, so a vehicle type an ADMIN just added is offered.
 */
export function useMarkets(enabled = true) {
  const query = useQuery({
    queryKey: ['locations', 'markets'],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && locationPageSchema,
        await api.get('/locations', { is_active: 1, records: 'all', sort: 'name' }, signal),
      ).items,
    staleTime: 0,
    enabled,
  });
  return { ...query, markets: query.data ?? NONE };
}
