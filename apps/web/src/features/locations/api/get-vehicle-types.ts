import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupTablePageSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';

/** The `vehicle-type` lookup table's active items: what a market may allow (one call fills the select). */
export const vehicleTypesQueryOptions = queryOptions({
  queryKey: ['lookup-tables', 'vehicle-types'],
  queryFn: async ({ signal }) => {
    const page = answerAs(
      import.meta.env.DEV && lookupTablePageSchema,
      await api.get('/collections', { by_slug: 'vehicle-type', records: 'all' }, signal),
    );
    return (page.items[0]?.items ?? []).map((item) => ({ value: item.slug, label: item.text }));
  },
});

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions);
