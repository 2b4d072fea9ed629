import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACTIONS,
  NAMESPACES,
  ROLES,
  type Action,
  type Hierarchy,
  type PermissionsResponse,
  type Privileges,
  type Role,
} from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { cachePermissions, getCachedPermissions, useSession } from '@/lib/auth';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const knownValues =
  <T extends string>(values: readonly T[]) =>
  (list: unknown): T[] =>
    Array.isArray(list)
      ? list.filter((value): value is T => (values as readonly unknown[]).includes(value))
      : [];
const knownActions = knownValues<Action>(ACTIONS);
const knownRoles = knownValues<Role>(ROLES);

/**
 * Reads GET /users/permissions?role=ROLE (SPEC §7) against permissionsResponseSchema's shape, leniently
 * and without zod (it runs during sign-in): a namespace or action this build does not know yet is
 * dropped instead of emptying the whole menu.
 */
export function toPermissions(answer: unknown): PermissionsResponse {
  if (!isRecord(answer) || !isRecord(answer.privileges))
    throw new Error('The permissions answer has no privileges');
  const privileges: Privileges = {};
  for (const namespace of NAMESPACES) {
    if (namespace in answer.privileges) privileges[namespace] = knownActions(answer.privileges[namespace]);
  }
  const hierarchyAnswer = isRecord(answer.hierarchy) ? answer.hierarchy : {};
  const hierarchy = Object.fromEntries(
    ROLES.map((role) => [role, knownRoles(hierarchyAnswer[role])]),
  ) as Hierarchy;
  return { privileges, hierarchy };
}

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
    queryFn: async ({ signal }) => {
      const permissions = toPermissions(await api.get('/users/permissions', { role }, signal));
      cachePermissions(permissions);
      return permissions;
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: PERMISSIONS_REFRESH_MS,
  });

/** SPEC §7: permission errors are only logged. */
export const logPermissionsError = (error: unknown) => console.error('Could not load permissions', error);

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
