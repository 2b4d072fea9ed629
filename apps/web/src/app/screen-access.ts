import type { Namespace } from '@coachyard/contract';
import { permissionsQueryOptions } from '@/features/auth';
import { getCachedPermissions, getStoredUser } from '@/lib/auth';
import { mayOpen } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';

/**
 * Starts a screen's first queries (`startQueries`) only if the user may open it: a refused call ends the
 * session (a 403, SPEC §8), so a dealer opening /users would be signed out instead of told "No access". Known
 * privileges decide at once; otherwise the queries wait for them (the shell has asked for them already).
 */
export function startIfAllowed(
  namespace: Namespace,
  startQueries: (() => Promise<unknown> | void) | undefined,
): Promise<unknown> | undefined {
  const user = getStoredUser();
  if (!startQueries || !user) return undefined;
  const options = permissionsQueryOptions(user.role);
  const known = queryClient.getQueryData(options.queryKey) ?? getCachedPermissions();
  if (known) return mayOpen(known, namespace) ? (startQueries() ?? undefined) : undefined;
  return queryClient.fetchQuery(options).then(
    (permissions) => (mayOpen(permissions, namespace) ? startQueries() : undefined),
    () => undefined, // The menu reports a failure to load privileges; the screen then asks for itself.
  );
}
