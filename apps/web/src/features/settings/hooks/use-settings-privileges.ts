import { usePermissions } from '@/features/auth';

/** What the signed-in role may do here; the server checks again on every write. */
export function useSettingsPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges.settings ?? [];
  return { canUpdate: actions.includes('update') };
}
