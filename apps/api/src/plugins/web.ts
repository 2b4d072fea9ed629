import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SCREEN_TITLES_FILE, withScreenTitles, type ScreenTitles } from '@coachyard/contract';
import { AppError } from '../lib/errors.ts';

/**
 * Serves the built web app at / with a fallback to index.html for its client-side routes; /login is a page of
 * its own (login.html: the sign-in page without the code of the signed-in screens, issue 18).
 * Files are looked up per request (wildcard), so a rebuild is served without a restart; a missing
 * asset is a real 404, never index.html, so a stale page reports a failed chunk instead of parsing HTML.
 * index.html names the screen's title in every language for the start frame (`withScreenTitles`), from the
 * build's `screen-titles.json`.
 */
export default fp(async (app) => {
  const indexFile = path.join(app.config.webDist, 'index.html');
  const hasWeb = () => fs.existsSync(indexFile);
  // A build from before the sign-in page had its own has none: the app's /login route answers then.
  const hasSignInPage = () => fs.existsSync(path.join(app.config.webDist, 'login.html'));
  await app.register(fastifyStatic, {
    root: app.config.webDist,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (response, filePath) => {
      // Hashed assets never change; index.html must always be fresh to pick up new ones.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const titlesFile = path.join(app.config.webDist, SCREEN_TITLES_FILE);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    // Read at each visit, as the files are: a page is a few kB, and a rebuild shows without a restart.
    const titles = fs.existsSync(titlesFile)
      ? (JSON.parse(fs.readFileSync(titlesFile, 'utf8')) as ScreenTitles)
      : {};
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withScreenTitles(fs.readFileSync(indexFile, 'utf8'), titles, request.url));
  };
  // The folder itself is not a file: the app's home page is index.html.
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    if (!hasWeb()) throw new AppError('NOT_FOUND');
    return sendIndex(request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/media/') &&
      hasWeb();
    if (!isPage) throw new AppError('NOT_FOUND');
    const isSignIn = /^\/login\/?(\?|$)/.test(request.url) && hasSignInPage();
    return isSignIn
      ? reply.header('cache-control', 'no-cache').sendFile('login.html')
      : sendIndex(request, reply);
  });
});
