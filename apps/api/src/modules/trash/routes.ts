import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  trashPageSchema,
  trashQuerySchema,
  trashRestoreResultSchema,
  trashRestoreSchema,
} from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { listTrash, restoreFromTrash } from './service.ts';

const NAMESPACE = 'trash';
const TAG = 'trash';

/** /api/trash (issue 17): what was deleted, in every namespace, and its restore. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trash',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary: 'Soft-deleted rows of every namespace, most recently deleted first, with who deleted them',
        querystring: trashQuerySchema,
        response: { 200: envelope(trashPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await listTrash(app.db, request.query, request.lang)),
  );

  app.post(
    '/trash/restore',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary:
          'Restores rows (each on its own, as a new version, audited); one that breaks a rule stays deleted',
        body: trashRestoreSchema,
        response: { 200: envelope(trashRestoreResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const result = await restoreFromTrash(app.db, request, request.body.items);
      const restored = result.results.some((item) => item.outcome === 'restored');
      return ok(result, restored ? { messageKey: 'common.restored', language: request.lang } : undefined);
    },
  );
};
export default routes;
