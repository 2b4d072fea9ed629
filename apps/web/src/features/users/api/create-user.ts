import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UserCreateBody } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateUsers, userPaths } from './query-keys';

/** POST /users → 201 with the new user and the envelope's success message. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreateBody) => {
      const response = await apiRequest('POST', userPaths.list, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && userSchema, response.data) };
    },
    onSuccess: () => invalidateUsers(queryClient),
  });
}
