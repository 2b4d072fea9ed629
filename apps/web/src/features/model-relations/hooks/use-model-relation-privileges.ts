import { usePermissions } from '@/features/auth';

/** What the signed-in role may do here; the server checks again on every write. */
export function useModelRelationPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges.model_relations ?? [];
  return { canUpdate: actions.includes('update') };
}
