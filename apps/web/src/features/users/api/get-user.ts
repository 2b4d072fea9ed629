import { useQuery } from '@tanstack/react-query';
import { userSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { userKeys, userPaths } from './query-keys';

/** GET /users/{id}: one user, for its edit form. */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && userSchema, await api.get(userPaths.one(id!), undefined, signal)),
    enabled: Boolean(id),
  });
}
