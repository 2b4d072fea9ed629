import { useQuery } from '@tanstack/react-query';
import { lookupItemPageSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

/**
 * The places of the `countries` lookup table a place may stand for: the countries, or the children (cities,
 * states, provinces) of the lookup place `underPlaceId`. These are the ids advertisements and users store.
 */
export function useLookupPlaces(underPlaceId: string | null) {
  const container = underPlaceId ?? 'countries';
  return useQuery({
    queryKey: ['lookup-tables', 'places', container],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && lookupItemPageSchema,
        await api.get(`/collections/${encodeURIComponent(container)}/items`, { records: 'all' }, signal),
      ).items.map((item) => ({ value: item.id, label: item.text })),
    staleTime: 5 * 60_000,
  });
}
