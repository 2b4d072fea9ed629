import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UserPatchBody } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateUsers, userPaths } from './query-keys';

/** PATCH /users/{id}: a few fields with the version, e.g. is_active in the list or the profile picture. */
export function usePatchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UserPatchBody }) => {
      const response = await apiRequest('PATCH', userPaths.one(id), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && userSchema, response.data) };
    },
    // Also after a 409: the list then shows the row as it now is.
    onSettled: () => invalidateUsers(queryClient),
  });
}
