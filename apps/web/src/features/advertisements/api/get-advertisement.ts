import { useQuery, type QueryClient } from '@tanstack/react-query';
import { advertisementSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

const oneAd = (id: string) => ({
  queryKey: adKeys.one(id),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    answerAs(import.meta.env.DEV && advertisementSchema, await api.get(adPaths.one(id), {}, signal)),
});

/** GET /advertisements/{id}: one ad with its lookups named in the reader's language. */
export function useAdvertisement(id: string | undefined) {
  return useQuery({ ...oneAd(id ?? ''), enabled: Boolean(id) });
}

/** The same ad outside a component (a list row's action needs what its lean row leaves out), cached alike. */
export const fetchAdvertisement = (queryClient: QueryClient, id: string) => queryClient.fetchQuery(oneAd(id));
