import { usePermissions } from '@/features/auth';

/** What the signed-in role may do with content; the server checks again on every write. */
export function useContentPrivileges() {
  const { data } = usePermissions();
  const actions = data?.privileges.content ?? [];
  return {
    canCreate: actions.includes('create'),
    canUpdate: actions.includes('update'),
    canDelete: actions.includes('delete'),
  };
}
