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
    {
      ...probe,
      schema: {
        ...probe.schema,
        summary:
          'The instance takes requests: the database answers (migrated before the app is built), it hears the other instances’ writes, not draining',
        response: { 200: status },
      },
    },
    async () => {
      if (app.operations.draining || !app.cacheBus.listening() || !(await databaseIsReachable(app.db)))
        throw new AppError('UNAVAILABLE');
      return ok({ status: 'ok' as const });
    },
  );

  app.get(
    '/metrics',
    {
      ...probe,
      schema: {
        ...probe.schema,
        summary: 'Prometheus metrics, for the addresses in METRICS_ALLOW',
        response: {
          200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      // Unknown to everybody else: the route's existence is not advertised to the internet.
      if (!app.config.metricsAllow.has(request.ip)) throw new AppError('NOT_FOUND');
      const text = await app.operations.metrics.metrics();
      return reply.header('content-type', app.operations.metrics.contentType).send(text);
    },
  );
};
export default routes;
