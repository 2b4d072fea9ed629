import { useQuery } from '@tanstack/react-query';
import { userSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { userKeys, userPaths } from './query-keys';

/** GET /users/me: one's own account in full, whatever one's privileges (DESIGN §4). */
export function useMyAccount(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.account,
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && userSchema, await api.get(userPaths.me, undefined, signal)),
    enabled,
  });
}
