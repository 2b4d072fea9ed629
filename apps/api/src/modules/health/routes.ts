import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseIsReachable } from '../../db/migrate.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';

const status = envelope(z.object({ status: z.literal('ok') }));

const routes: FastifyPluginAsyncZod = async (app) => {
  const probe = { config: { public: true, rateLimit: false }, schema: { tags: ['health'], security: [] } };

  app.get(
    '/health',
    { ...probe, schema: { ...probe.schema, summary: 'The process is up', response: { 200: status } } },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { ...probe, schema: { ...probe.schema, summary: 'The database answers', response: { 200: status } } },
    async () => {
      if (!(await databaseIsReachable(app.db))) throw new AppError('UNAVAILABLE');
      return ok({ status: 'ok' as const });
    },
  );
};
export default routes;
