import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertisementBulkResultSchema,
  advertisementBulkStatusSchema,
  advertisementMediaAddSchema,
  advertisementMediaOrderSchema,
  advertisementSchema,
  advertisementStatusChangeSchema,
  advertisementVersionBodySchema,
  advertisementVersionQuerySchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { NAMESPACE } from './context.ts';
import { errorResponses, idParams, langQuery, mediaParams, TAG } from './http.ts';
import { addMedia, orderMedia, removeMedia, setCover } from './media.ts';
import { changeStatus, changeStatuses } from './status.ts';

const saved = { 200: envelope(advertisementSchema), ...errorResponses(400, 401, 403, 404, 409) };

/** The review workflow and the photo gallery of an advertisement. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/advertisements/:id/status',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary:
          'Move to another status (draft → pending_review → published | rejected; published → sold | archived; rejected → draft)',
        params: idParams,
        querystring: langQuery,
        body: advertisementStatusChangeSchema,
        response: saved,
      },
    },
    async (request) => {
      const moved = await changeStatus(app, request, request.params.id, request.body);
      return ok(moved, { messageKey: 'advertisement.status_changed', language: request.lang });
    },
  );

  app.post(
    '/advertisements/bulk-status',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Move many advertisements; each is allowed or refused on its own',
        querystring: langQuery,
        body: advertisementBulkStatusSchema,
        response: { 200: envelope(advertisementBulkResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids, ...move } = request.body;
      return ok(await changeStatuses(app, request, ids, move));
    },
  );

  app.post(
    '/advertisements/:id/media',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Attach an uploaded photo (key from /api/uploads/signature, namespace advertisements)',
        params: idParams,
        querystring: langQuery,
        body: advertisementMediaAddSchema,
        response: saved,
      },
    },
    async (request) => {
      const { key, version } = request.body;
      return ok(await addMedia(app, request, request.params.id, key, version), {
        messageKey: 'common.saved',
        language: request.lang,
      });
    },
  );

  app.put(
    '/advertisements/:id/media/order',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Reorder the photos: every photo id once, in the new order',
        params: idParams,
        querystring: langQuery,
        body: advertisementMediaOrderSchema,
        response: saved,
      },
    },
    async (request) => {
      const { ids, version } = request.body;
      return ok(await orderMedia(app, request, request.params.id, ids, version), {
        messageKey: 'common.saved',
        language: request.lang,
      });
    },
  );

  app.post(
    '/advertisements/:id/media/:mediaId/cover',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Make this photo the cover',
        params: mediaParams,
        querystring: langQuery,
        body: advertisementVersionBodySchema,
        response: saved,
      },
    },
    async (request) => {
      const { id, mediaId } = request.params;
      return ok(await setCover(app, request, id, mediaId, request.body.version), {
        messageKey: 'common.saved',
        language: request.lang,
      });
    },
  );

  app.delete(
    '/advertisements/:id/media/:mediaId',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Remove a photo by id',
        params: mediaParams,
        querystring: advertisementVersionQuerySchema,
        response: saved,
      },
    },
    async (request) => {
      const { id, mediaId } = request.params;
      return ok(await removeMedia(app, request, id, mediaId, request.query.version), {
        messageKey: 'common.deleted',
        language: request.lang,
      });
    },
  );
};
export default routes;
