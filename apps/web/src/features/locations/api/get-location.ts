import { useQuery } from '@tanstack/react-query';
import { locationSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { locationKeys, locationPaths } from './query-keys';

/** GET /locations/{id}: one market, for its edit form. */
export function useLocation(id: string | undefined) {
  return useQuery({
    queryKey: locationKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && locationSchema,
        await api.get(locationPaths.one(id!), undefined, signal),
      ),
    enabled: Boolean(id),
  });
}
