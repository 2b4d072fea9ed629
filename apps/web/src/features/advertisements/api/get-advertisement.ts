import { useQuery } from '@tanstack/react-query';
import { advertisementSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

/** GET /advertisements/{id}: one ad with its lookups named in the reader's language. */
export function useAdvertisement(id: string | undefined) {
  return useQuery({
    queryKey: adKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && advertisementSchema, await api.get(adPaths.one(id!), {}, signal)),
    enabled: Boolean(id),
  });
}
