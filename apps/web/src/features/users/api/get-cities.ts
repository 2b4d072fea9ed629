import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupItemPageSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

/** GET /collections/{countryId}/items?records=all: a country's cities (SPEC §7), active ones in order. */
export const citiesQueryOptions = (countryId: string | null | undefined) =>
  queryOptions({
    queryKey: ['lookup-tables', 'cities', countryId ?? ''],
    queryFn: async ({ signal }) => {
      const path = `/collections/${encodeURIComponent(countryId!)}/items`;
      const page = answerAs(
        import.meta.env.DEV && lookupItemPageSchema,
        await api.get(path, { records: 'all', is_active: 1 }, signal),
      );
      return page.items;
    },
    enabled: Boolean(countryId),
    staleTime: 5 * 60_000,
  });

export const useCities = (countryId: string | null | undefined) => useQuery(citiesQueryOptions(countryId));
