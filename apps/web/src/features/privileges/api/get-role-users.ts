import { useQuery } from '@tanstack/react-query';
import type { Role, UserPage } from '@coachyard/contract';
import { api } from '@/lib/api-client';

/** GET /users?role=…: the users of a role, the ones "View as" can show the app as. */
export const useRoleUsers = (role: Role) =>
  useQuery({
    queryKey: ['users', 'list', { role, is_active: '1', per_page: 100, purpose: 'view-as' }],
    queryFn: ({ signal }) =>
      api.get<UserPage>('/users', { role, is_active: '1', per_page: 100, sort: 'name' }, signal),
  });
