import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPreviewLinkRequestSchema, contentPreviewLinkSchema } from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { itemParams, langQuery, NAMESPACE, TAG } from './access.ts';
import { findItemRow } from './queries.ts';
import { previewLinkFor } from './preview.ts';

/** Preview links: the current text of one language as the site renders it, for someone without an account. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/:id/preview-links',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'A link showing the current text of one language as the site renders it, until it expires',
        params: itemParams,
        querystring: langQuery,
        body: contentPreviewLinkRequestSchema,
        response: { 201: envelope(contentPreviewLinkSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await findItemRow(app.db, request.params.id);
      reply.code(201);
      return ok(await previewLinkFor(app, request.params.id, request.body.language, request.body.hours));
    },
  );
};
export default routes;
