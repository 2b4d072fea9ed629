import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuerySchema, userPageSchema } from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireAdmin } from '../../lib/resource/index.ts';
import { listUsers } from './list.ts';
import { NAMESPACE, TAG } from './schemas.ts';

/** The users a caller may see (DESIGN §4 row scope). */
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
      if (request.query.deleted === 1) await requireAdmin(app, request, NAMESPACE, 'list_deleted');
      return ok(await listUsers(app, request, request.query));
    },
  );
};
export default routes;
