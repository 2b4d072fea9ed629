import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionsResponseSchema, ROLES } from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerNameSource, registerRecordHistory } from '../../lib/record-history.ts';
import { userSearch } from './search.ts';
import { userHistory, userNames } from './history.ts';
import meRoutes from './routes-me.ts';
import preferenceRoutes from './preferences.ts';
import resourceRoutes from './routes-resource.ts';
import { TAG } from './schemas.ts';

/** Users (issue 4): one's own account, privileges, the list and the writes of namespace `users`. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRecordHistory(userHistory);
  registerNameSource(userNames);
  app.searchProviders.register(userSearch(app));
  await app.register(meRoutes);
  await app.register(preferenceRoutes);
  await app.register(resourceRoutes);

  app.get(
    '/users/permissions',
    {
      schema: {
        tags: [TAG],
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
        hierarchy: await app.privileges.hierarchy(),
      });
    },
  );
};
export default routes;
