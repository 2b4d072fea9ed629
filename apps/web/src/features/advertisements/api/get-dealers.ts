import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDisplayName, userPageSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { referenceKeys } from './query-keys';

/**
 * GET /users?role=DEALER: the dealers the caller manages (an ADMIN: all), to own an ad or filter by owner.
 * Only staff may list users; a dealer's ads are its own, so it never asks.
 */
export const dealersQueryOptions = queryOptions({
  queryKey: referenceKeys.dealers,
  queryFn: async ({ signal }) =>
    answerAs(
      import.meta.env.DEV && userPageSchema,
      await api.get('/users', { role: 'DEALER', per_page: 100, sort: 'first_name' }, signal),
    ).items,
  staleTime: 5 * 60_000,
});

export function useDealers(enabled: boolean) {
  const query = useQuery({ ...dealersQueryOptions, enabled });
  const options = (query.data ?? []).map((user) => ({ value: user.id, label: userDisplayName(user) }));
  return { ...query, options };
}
