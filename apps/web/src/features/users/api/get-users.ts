import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userPageSchema } from '@coachyard/contract';
import { api, type Query, answerAs } from '@/lib/api-client';
import { userKeys, userPaths } from './query-keys';

/** GET /users: a page of the users in the caller's scope (search, filters, sort). */
export function useUsers(query: Query) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && userPageSchema, await api.get(userPaths.list, query, signal)),
    placeholderData: keepPreviousData,
  });
}
