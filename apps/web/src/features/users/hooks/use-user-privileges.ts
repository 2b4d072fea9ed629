import { usePermissions } from '@/features/auth';

/** What the signed-in role may do with users; the server checks again on every write. */
export function useUserPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges.users ?? [];
  return { canCreate: actions.includes('create'), canUpdate: actions.includes('update') };
}
