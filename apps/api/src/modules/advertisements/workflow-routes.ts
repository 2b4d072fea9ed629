import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertisementBulkResultSchema,
  advertisementBulkStatusSchema,
  advertisementMediaAddSchema,
  advertisementMediaOrderSchema,
  advertisementStatusChangeSchema,
  advertisementVersionBodySchema,
  advertisementVersionQuerySchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { recordAction, registerResourceRoutes } from '../../lib/resource/index.ts';
import { NAMESPACE } from './context.ts';
import { advertisementResource, errorResponses, idParams, langQuery, mediaParams, TAG } from './http.ts';
import { addMedia, orderMedia, removeMedia, setCover } from './media.ts';
import { changeStatus, changeStatuses } from './status.ts';

/** The review workflow and the photo gallery of an advertisement: actions beside its registration. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    ...advertisementResource,
    actions: [
      recordAction({
        method: 'POST',
        url: '/advertisements/:id/status',
        summary:
          'Move to another status (draft → pending_review → published | rejected; published → sold | archived; rejected → draft)',
        params: idParams,
        body: advertisementStatusChangeSchema,
        messageKey: 'advertisement.status_changed',
        handler: (request) => changeStatus(app, request, request.params.id, request.body),
      }),
      recordAction({
        method: 'POST',
        url: '/advertisements/:id/media',
        summary: 'Attach an uploaded photo (key from /api/uploads/signature, namespace advertisements)',
        params: idParams,
        body: advertisementMediaAddSchema,
        handler: (request) =>
          addMedia(app, request, request.params.id, request.body.key, request.body.version),
      }),
      recordAction({
        method: 'PUT',
        url: '/advertisements/:id/media/order',
        summary: 'Reorder the photos: every photo id once, in the new order',
        params: idParams,
        body: advertisementMediaOrderSchema,
        handler: (request) =>
          orderMedia(app, request, request.params.id, request.body.ids, request.body.version),
      }),
      recordAction({
        method: 'POST',
        url: '/advertisements/:id/media/:mediaId/cover',
        summary: 'Make this photo the cover',
        params: mediaParams,
        body: advertisementVersionBodySchema,
        handler: (request) =>
          setCover(app, request, request.params.id, request.params.mediaId, request.body.version),
      }),
      recordAction({
        method: 'DELETE',
        url: '/advertisements/:id/media/:mediaId',
        summary: 'Remove a photo by id',
        params: mediaParams,
        query: advertisementVersionQuerySchema,
        messageKey: 'common.deleted',
        handler: (request) =>
          removeMedia(app, request, request.params.id, request.params.mediaId, request.query.version),
      }),
    ],
  });

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
};
export default routes;
