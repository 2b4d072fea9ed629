import type { Role } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { cachePermissions } from '@/lib/auth';
import { toPermissions } from '@/lib/permissions';

/** GET /users/permissions?role=ROLE, kept in sessionStorage for the menu (SPEC §3). No TanStack Query: signing in uses it. */
export async function loadPermissions(role: Role, signal?: AbortSignal) {
  const permissions = toPermissions(await api.get('/users/permissions', { role }, signal));
  cachePermissions(permissions);
  return permissions;
}

/** SPEC §7: permission errors are only logged. */
export const logPermissionsError = (error: unknown) => console.error('Could not load permissions', error);
