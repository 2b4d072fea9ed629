import { DELAYS_MS, type LoginForm, type LoginRequest, type SessionUser } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { markLoggedIn, storeSession } from '@/lib/auth';
import { delay } from '@/lib/delay';
import { loadPermissions, logPermissionsError } from './load-permissions';

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
 * The permissions are asked before the flag flips so that the menu is complete on the first frame (the app
 * reads them from sessionStorage). Plain promises, no TanStack Query: the sign-in page does not load it.
 */
export async function startSession(form: LoginForm): Promise<SessionUser> {
  const { user, access_token } = await signIn(form);
  storeSession(user, access_token);
  await delay(DELAYS_MS.login);
  await loadPermissions(user.role).catch(logPermissionsError);
  markLoggedIn();
  return user;
}
