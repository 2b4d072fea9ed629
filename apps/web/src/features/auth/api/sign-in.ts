import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS, type LoginForm, type LoginRequest } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { markLoggedIn, storeSession } from '@/lib/auth';
import { delay } from '@/lib/delay';
import { logPermissionsError, permissionsQueryOptions } from './get-permissions';

/**
 * zod is a third of the sign-in page's weight, yet needed only once someone submits: the schemas
 * arrive with the first focus on the form, in their own chunk.
 */
export const loadLoginSchemas = () => import('./login-schemas');

/** POST /auth (SPEC §3, §7): the form's username/password become user_email/user_password. */
export const toLoginRequest = ({ username, password }: LoginForm): LoginRequest => ({
  user_email: username.trim(),
  user_password: password,
});

export async function signIn(form: LoginForm) {
  const [{ parseLoginResponse }, answer] = await Promise.all([
    loadLoginSchemas(),
    api.post('/auth', toLoginRequest(form)),
  ]);
  return parseLoginResponse(answer);
}

/**
 * SPEC §4 Login: store user and token, mark logged in after 500 ms, fetch and store the permissions.
 * The permissions are asked before the flag flips so that the menu is complete on the first frame.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: LoginForm) => {
      const { user, access_token } = await signIn(form);
      // Nothing read for an earlier session may show to this one.
      queryClient.getQueryCache().clear();
      storeSession(user, access_token);
      await delay(DELAYS_MS.login);
      await queryClient.fetchQuery(permissionsQueryOptions(user.role)).catch(logPermissionsError);
      markLoggedIn();
      return user;
    },
  });
}
