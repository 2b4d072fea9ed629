import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionUserSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { storeUser, useSession } from '@/lib/auth';

/** GET /users/me, as `useCurrentUser` reads it and the shell starts it before its first render. */
export const currentUserQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: async ({ signal }) =>
    answerAs(import.meta.env.DEV && sessionUserSchema, await api.get('/users/me', undefined, signal)),
});

/**
 * GET /users/me: checks on start that the stored token still works (a 401 ends the session) and keeps
 * the stored profile current, so a changed role refreshes the permissions.
 */
export function useCurrentUser() {
  const { isLoggedIn, user } = useSession();
  const query = useQuery({ ...currentUserQueryOptions, enabled: isLoggedIn });
  const fresh = query.data;
  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(user)) storeUser(fresh);
  }, [fresh, user]);
  return query;
}
