import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisementSignalsPreviewSchema, advertisementSignalsSchema } from '@coachyard/contract';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { idParams, langQuery } from '../../lib/resource/index.ts';
import { callerOf, findVisible } from '../advertisements/index.ts';
import { listingLimits } from '../settings/index.ts';
import { computeSignals, presentSignals } from './compute.ts';
import { previewSignals } from './preview.ts';

/**
 * GET /advertisements/{id}/signals: read like the ad itself, with its privilege and row scope. POST
 * /advertisements/signals/preview: an unsaved draft's, for the form's live score.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/advertisements/:id/signals',
    {
      config: { privilege: ['advertisements', 'read'], keepsCaches: true },
      schema: {
        tags: ['advertisements'],
        summary:
          'Trust signals of one advertisement: health checks in ?lang, price band among comparables, text flags',
        params: idParams,
        querystring: langQuery,
        response: { 200: envelope(advertisementSignalsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findVisible(app.db, await callerOf(app, request), request.params.id);
      const { minPhotos } = await listingLimits(app);
      return ok(presentSignals(await computeSignals(app.db, row, minPhotos, row.signalFacts), request.lang));
    },
  );

  app.post(
    '/advertisements/signals/preview',
    {
      // Creating (or, with `id`, updating) ads is checked in the handler: which one depends on the body.
      config: { privilege: ['advertisements', 'read'], keepsCaches: true },
      schema: {
        tags: ['advertisements'],
        summary:
          'Trust signals of an advertisement as the form holds it, before saving (with `id`: the saved ad’s photos count); writes nothing',
        querystring: langQuery,
        body: advertisementSignalsPreviewSchema,
        response: { 200: envelope(advertisementSignalsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await previewSignals(app, request, request.body)),
  );
};
export default routes;
