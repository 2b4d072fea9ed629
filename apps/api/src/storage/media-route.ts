import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { contentTypeOfKey, isSafeKey } from './keys.ts';
import { LocalStorage } from './local.ts';

/**
 * GET /media/<key>: the local driver's objects, read-only. Only image files by a plain key (no `..`,
 * no folders listed); the type comes from the extension and browsers are told not to sniff another.
 */
export default fp(async (app) => {
  const storage = app.storage;
  if (!(storage instanceof LocalStorage)) return;

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = contentTypeOfKey(key);
    const file = isSafeKey(key) && contentType ? await storage.open(key) : null;
    if (!file || !contentType) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
});
