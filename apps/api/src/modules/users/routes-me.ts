import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userMePatchBodySchema, userSchema, type Language, type User } from '@coachyard/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses, langQuery, TAG } from './schemas.ts';
import { presenterFor, updateUser } from './service.ts';

/**
 * Every screen asks for the signed-in account: its answer is worked out once per language for the row the token
 * check keeps (plugins/write-cleared-caches.ts drops that row on a write to users or to the lookup tables it names).
 */
const presentedAccounts = new WeakMap<UserRow, Partial<Record<Language, User>>>();

/**
 * One's own account (DESIGN §4), whatever one's privileges: read it, and change it with the same rules
 * as the User form — role and is_active may be sent back but not changed.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: [TAG],
        summary: 'The signed-in user',
        querystring: langQuery,
        response: { 200: envelope(userSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      // The token check has just read (or kept) this live, active account.
      const row = request.user!.account;
      let byLanguage = presentedAccounts.get(row);
      if (!byLanguage) presentedAccounts.set(row, (byLanguage = {}));
      return ok((byLanguage[request.lang] ??= (await presenterFor(app, request, [row]))(row)));
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags: [TAG],
        summary: 'Change one’s own account (profile picture included)',
        querystring: langQuery,
        body: userMePatchBodySchema,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await updateUser(app, request, request.user!.id, request.body, { replace: false });
      return ok(user, { messageKey: 'common.saved', language: request.lang });
    },
  );
};
export default routes;
