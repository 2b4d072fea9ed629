import { usePermissions } from '@/features/auth';

/** What the signed-in role may do here; the server checks again on every write. */
export function useLookupPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges['lookup-tables'] ?? [];
  return { canCreate: actions.includes('create'), canUpdate: actions.includes('update') };
}
