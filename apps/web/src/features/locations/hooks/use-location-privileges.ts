import { usePermissions } from '@/features/auth';

/** What the signed-in role may do with locations; the server checks again on every write. */
export function useLocationPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges.locations ?? [];
  return { canCreate: actions.includes('create'), canUpdate: actions.includes('update') };
}
