import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  makeUploadSignatureRequestSchema,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_NAMESPACES,
  uploadSettingsSchema,
  uploadSignatureSchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { listingLimits } from '../settings/index.ts';
import directUploadRoutes from './direct-upload.ts';
import { issueUpload } from './service.ts';

/** Signed direct uploads (SPEC §7, DESIGN §3): sign here, send the bytes straight to storage. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads/signature',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Sign the direct upload of one JPEG or PNG image',
        querystring: z.object({ lang: z.string().optional() }),
        body: makeUploadSignatureRequestSchema(app.config.uploads.maxBytes),
        response: { 200: envelope(uploadSignatureSchema) },
      },
    },
    async (request) => ok(await issueUpload(app, request.user!.id, request.body)),
  );

  app.get(
    '/uploads/settings',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload limits and the base URL stored image paths resolve against',
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelope(uploadSettingsSchema) },
      },
    },
    async () =>
      ok({
        media_base_url: app.storage.publicBaseUrl,
        max_bytes: (await listingLimits(app)).uploadMaxBytes,
        max_pixels: app.config.uploads.maxPixels,
        extensions: [...UPLOAD_EXTENSIONS],
        content_types: [...UPLOAD_CONTENT_TYPES],
        namespaces: [...UPLOAD_NAMESPACES],
      }),
  );

  await app.register(directUploadRoutes);
};
export default routes;
