import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { permissionsResponseSchema, ROLES, sessionUserSchema } from '@coachyard/contract';
import { users } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { presentSessionUser } from './present.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.id, request.user!.id), isNull(users.deletedAt)));
      if (!row) throw new AppError('UNAUTHORIZED');
      return ok(presentSessionUser(row));
    },
  );

  app.get(
    '/users/permissions',
    {
      schema: {
        tags: ['users'],
        summary: 'Privileges of a role and the role hierarchy',
        querystring: z.object({ role: z.enum(ROLES).optional(), lang: z.string().optional() }),
        response: { 200: envelope(permissionsResponseSchema) },
      },
    },
    async (request) => {
      const caller = request.user!;
      const role = request.query.role ?? caller.role;
      // Only an ADMIN may read another role's privileges.
      if (role !== caller.role && caller.role !== 'ADMIN') throw new AppError('FORBIDDEN');
      return ok({
        privileges: await app.privileges.privilegesOf(role),
        hierarchy: app.privileges.hierarchy(),
      });
    },
  );
};
export default routes;
