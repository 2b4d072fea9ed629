import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuerySchema, userPageSchema, userSchema } from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { listUsers } from './list.ts';
import { findVisibleUser, requireAdmin } from './policy.ts';
import { errorResponses, idParams, langQuery, TAG } from './schemas.ts';
import { presenterFor } from './service.ts';

/** The users a caller may see (DESIGN §4 row scope): the list and one user. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { privilege: ['users', 'list'] },
      schema: {
        tags: [TAG],
        summary: 'Users in the caller’s scope: search, filters, sort, pages',
        querystring: userListQuerySchema,
        response: { 200: envelope(userPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      // Deleted users are for an ADMIN to restore.
      if (request.query.deleted === 1) await requireAdmin(app, request, 'list_deleted');
      return ok(await listUsers(app, request, request.query));
    },
  );

  app.get(
    '/users/:id',
    {
      config: { privilege: ['users', 'read'] },
      schema: {
        tags: [TAG],
        summary: 'One user; outside the caller’s scope it does not exist (404)',
        params: idParams,
        querystring: langQuery,
        response: { 200: envelope(userSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findVisibleUser(app.db, request.user!, request.params.id);
      return ok((await presenterFor(app, request, [row]))(row));
    },
  );
};
export default routes;
