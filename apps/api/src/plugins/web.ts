import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors.ts';

/** Serves the built web app at / with a fallback to index.html for its client-side routes. */
export default fp(async (app) => {
  const indexFile = path.join(app.config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        // Hashed assets never change; index.html must always be fresh to pick up new ones.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasWeb;
    if (!isPage) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
