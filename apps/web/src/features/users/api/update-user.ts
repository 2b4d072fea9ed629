import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UserUpdateBody } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateUsers, userPaths } from './query-keys';

/** PUT /users/{id}: the whole form with the version it was read at (409 when stale). */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserUpdateBody) => {
      const response = await apiRequest('PUT', userPaths.one(id), { body });
      return { ...response, data: answerAs(import.meta.env.DEV && userSchema, response.data) };
    },
    onSettled: () => invalidateUsers(queryClient),
  });
}
