import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@coachyard/contract';
import { getCachedPermissions, useSession } from '@/lib/auth';
import { loadPermissions, logPermissionsError } from './load-permissions';

export { logPermissionsError } from './load-permissions';

export const permissionsQueryKey = ['permissions'] as const;

/**
 * An ADMIN may change a role's privileges at any time; the server applies them on the next request. The menu
 * follows by asking again when the user comes back to the tab and once a minute while it is visible (TanStack
 * pauses the interval in a hidden tab): one small GET a minute, instead of a push channel. Other answers are
 * not refetched on focus, so a screen just taken away is replaced by "No access" before any of its own calls
 * is refused (a 403 ends the session, SPEC §8).
 */
const PERMISSIONS_REFRESH_MS = 60_000;

export const permissionsQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: [...permissionsQueryKey, role],
    queryFn: ({ signal }) => loadPermissions(role, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: PERMISSIONS_REFRESH_MS,
  });

/**
 * The signed-in user's privileges. The sessionStorage copy shows the menu at once; the query then
 * asks again on start, and again whenever the role changes (the role is part of the key).
 */
export function usePermissions() {
  const { user, isLoggedIn } = useSession();
  const role = user?.role ?? 'DEALER';
  const query = useQuery({
    ...permissionsQueryOptions(role),
    enabled: isLoggedIn && Boolean(user?.role),
    initialData: getCachedPermissions() ?? undefined,
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (query.error) logPermissionsError(query.error);
  }, [query.error]);
  return query;
}
