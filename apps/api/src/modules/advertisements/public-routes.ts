import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicAdvertisementListQuerySchema,
  publicAdvertisementPageSchema,
  publicAdvertisementSchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { presentContext } from './context.ts';
import { errorResponses, langQuery, TAG } from './http.ts';
import { presentPublic } from './present.ts';
import { findPublished, listPage, parseSort } from './queries.ts';

/** The marketplace site's read (DESIGN §3 Public): published ads only, no token, texts in ?lang. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const cacheable = (reply: { header: (name: string, value: string) => unknown }) => {
    reply.header('cache-control', 'public, max-age=60');
    reply.header('vary', 'Origin');
  };

  app.get(
    '/public/advertisements',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Published advertisements for the public site, filterable like the back-office list',
        querystring: publicAdvertisementListQuerySchema,
        response: { 200: envelope(publicAdvertisementPageSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const result = await listPage(
        app.db,
        {
          audience: 'public',
          filters: query,
          sort: parseSort(query.sort, 'public'),
          page: query.page,
          perPage: query.per_page,
          cursor: query.cursor,
          totals: app.listTotals,
        },
        'full',
      );
      const context = await presentContext(app, request.lang, result.rows);
      cacheable(reply);
      return ok({
        items: result.rows.map((row) => presentPublic(row, context)),
        total: result.total,
        page: result.page,
        per_page: query.per_page,
        next_cursor: result.nextCursor,
        prev_cursor: result.prevCursor,
      });
    },
  );

  app.get(
    '/public/advertisements/:shortId',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'One published advertisement by its short id (404 when not published)',
        params: z.object({ shortId: z.string().min(1).max(20) }),
        querystring: langQuery,
        response: { 200: envelope(publicAdvertisementSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await findPublished(app.db, request.params.shortId);
      cacheable(reply);
      return ok(presentPublic(row, await presentContext(app, request.lang, [row])));
    },
  );
};
export default routes;
