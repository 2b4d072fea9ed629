import {
  sessionUserSchema,
  userPageSchema,
  userSchema,
  type User,
  type UserCreateBody,
  type UserMePatchBody,
  type UserPage,
  type UserPatchBody,
  type UserUpdateBody,
} from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { getToken, storeSession } from '@/lib/auth';
import { defineResource } from '@/lib/resource-hooks';

/** The id under which one's own account is read and written: GET/PATCH /users/me, open to every role (DESIGN §4). */
export const OWN_ACCOUNT = 'me';

/**
 * Users: GET/POST /users, GET/PUT/PATCH /users/{id}. Under the session's `['users']` root (its profile is
 * `['users', 'me']`), so a write refreshes lists, forms and the header's profile at once.
 */
export const users = defineResource<{
  record: User;
  page: UserPage;
  create: UserCreateBody;
  update: UserUpdateBody;
  patch: UserPatchBody;
}>({
  root: ['users'],
  path: () => '/users',
  check: { record: import.meta.env.DEV && userSchema, page: import.meta.env.DEV && userPageSchema },
});

/**
 * PATCH /users/me: one's own account; role and is_active are sent back unchanged. The stored profile follows the
 * saved account (the header's name and photo), before the refresh: changing one's own password revokes the old
 * token, and the answer's fresh one must replace it or the refresh itself would sign out.
 */
export const usePatchMe = () =>
  users.useAction({}, async (body: UserMePatchBody) => {
    const response = await apiRequest('PATCH', users.paths.one({}, OWN_ACCOUNT), { body });
    const user = answerAs(import.meta.env.DEV && userSchema, response.data);
    const token = user.access_token ?? getToken();
    if (token) storeSession(answerAs(import.meta.env.DEV && sessionUserSchema, user), token);
    return response;
  });
