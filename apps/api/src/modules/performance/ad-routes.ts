import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertisementPerformanceQuerySchema,
  advertisementPerformanceSchema,
  stockPerformanceQuerySchema,
  stockPerformanceSchema,
} from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { idParams } from '../../lib/resource/index.ts';
import { callerOf, findVisible } from '../advertisements/index.ts';
import { performanceOf } from './ad-performance.ts';
import { stockPerformanceOf } from './stock-performance.ts';

/**
 * GET /advertisements/{id}/performance: read like the ad itself, with its privilege and row scope. GET
 * /advertisements/performance: the ads of the caller's row scope together (a dealer's stock, a representative's
 * dealers', everyone's for staff), or one dealer's of them.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/advertisements/performance',
    {
      config: { privilege: ['advertisements', 'read'] },
      schema: {
        tags: ['advertisements'],
        summary:
          'How the ads in your scope perform over a window: totals, ads by quartile, seen without leads, never opened, leads waiting, first-response medians',
        querystring: stockPerformanceQuerySchema,
        response: { 200: envelope(stockPerformanceSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await stockPerformanceOf(app.db, await callerOf(app, request), request.query, request.lang)),
  );

  app.get(
    '/advertisements/:id/performance',
    {
      config: { privilege: ['advertisements', 'read'] },
      schema: {
        tags: ['advertisements'],
        summary:
          'How one advertisement performs over a window (default: the last 30 days): daily events and leads, its funnel, and its quartile among similar ads',
        params: idParams,
        querystring: advertisementPerformanceQuerySchema,
        response: { 200: envelope(advertisementPerformanceSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findVisible(app.db, await callerOf(app, request), request.params.id);
      return ok(await performanceOf(app.db, row, request.query));
    },
  );
};
export default routes;
