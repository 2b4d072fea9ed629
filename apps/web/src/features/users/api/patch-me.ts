import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionUserSchema, userSchema, type User, type UserMePatchBody } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { getToken, storeSession } from '@/lib/auth';
import { invalidateUsers, userPaths } from './query-keys';

/**
 * The stored profile follows the saved account (the header's name and photo). Changing one's own
 * password revokes the old token: the answer's fresh one replaces it, or the next call would sign out.
 */
function keepSession(user: User) {
  const token = user.access_token ?? getToken();
  if (token) storeSession(answerAs(import.meta.env.DEV && sessionUserSchema, user), token);
}

/** PATCH /users/me: one's own account; role and is_active are sent back unchanged. */
export function usePatchMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserMePatchBody) => {
      const response = await apiRequest('PATCH', userPaths.me, { body });
      const data = answerAs(import.meta.env.DEV && userSchema, response.data);
      keepSession(data);
      return { ...response, data };
    },
    onSettled: () => invalidateUsers(queryClient),
  });
}
