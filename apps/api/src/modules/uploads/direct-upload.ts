import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { FEED_FILE_CONTENT_TYPES, UPLOAD_CONTENT_TYPES } from '@coachyard/contract';
import { uploadKeys } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { LocalStorage, UploadTooLargeError } from '../../storage/index.ts';

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

/**
 * PUT /api/uploads/direct/:token — the local driver's stand-in for S3's signed POST. The token is the
 * credential (the browser sends no bearer here, as with S3): it names one key, its content type and
 * its size limit, and expires with the signature.
 */
const directUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  if (!(storage instanceof LocalStorage)) return;

  // Image and feed file bodies are accepted here and nowhere else; the handler streams them to disk.
  // Here a JSON body is a feed file to store as it is, not a request to parse (this plugin's scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES, ...FEED_FILE_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  // A wildcard, not `:token`: a signed token is longer than the router allows a parameter to be.
  app.put(
    '/uploads/direct/*',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary: 'Upload the bytes of a signed key (local storage only)',
        security: [],
        params: z.object({ '*': z.string().max(2048) }),
        response: { 200: envelope(z.object({ key: z.string(), size: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const grant = storage.verifyUploadToken(request.params['*']);
      if (!grant) throw new AppError('BAD_REQUEST', 'upload.link_invalid');
      if (mediaTypeOf(request.headers['content-type']) !== grant.contentType) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.type_not_allowed');
      }
      const tooLarge = () => {
        // The rest of the body is not wanted: the connection closes after the answer.
        reply.header('connection', 'close');
        return new AppError('PAYLOAD_TOO_LARGE', 'upload.too_large');
      };
      if (Number(request.headers['content-length'] ?? 0) > grant.maxBytes) throw tooLarge();

      // Once an entity accepted (or refused) the image, its bytes can no longer be replaced.
      const [issued] = await app.db
        .select({ key: uploadKeys.key })
        .from(uploadKeys)
        .where(and(eq(uploadKeys.key, grant.key), eq(uploadKeys.status, 'issued')));
      if (!issued) throw new AppError('BAD_REQUEST', 'upload.link_invalid');

      const body = request.body as Readable | undefined;
      if (!body) throw new AppError('VALIDATION', 'upload.empty');
      let size: number;
      try {
        size = await storage.receive(grant.key, body, grant.maxBytes);
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw tooLarge();
        throw error;
      }
      if (size === 0) {
        await storage.delete(grant.key);
        throw new AppError('VALIDATION', 'upload.empty');
      }
      return ok({ key: grant.key, size });
    },
  );
};
export default directUploadRoutes;
