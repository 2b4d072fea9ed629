import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors.ts';

/** Security headers, CORS for the public site, JSON-only writes and the request rate limit. */
export default fp(async (app) => {
  // The same headers on every answer: helmet builds them once here (@fastify/helmet built them, parsing the
  // policy, on every request).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables in style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...app.config.mediaOrigins],
        connectSrc: ["'self'", ...app.config.mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  await app.register(cors, {
    origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
    methods: ['GET', 'POST'],
  });

  // Writes are JSON only: without a parser for text/plain, any other body type is answered 415.
  app.removeContentTypeParser(['text/plain']);

  if (app.config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis } : {}),
      // Per account when signed in (a valid token, not just any header, or a forged one would buy a fresh
      // allowance), per address otherwise: an office of staff behind one address must not share one allowance.
      keyGenerator: (request) => {
        const header = request.headers.authorization;
        const claims = header?.startsWith('Bearer ') ? app.tokens.read(header.slice(7)) : null;
        return claims ? `account:${claims.sub}` : `ip:${request.ip}`;
      },
      // Hashed scripts and styles are fetched once per release and cached for a year; counting them would only
      // spend a new visitor's allowance on loading the app.
      allowList: (request) => request.url.startsWith('/assets/'),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', 'errors.rate_limited', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  }
});
